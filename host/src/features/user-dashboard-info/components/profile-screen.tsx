import { useEffect, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Divider,
  Grid,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useForm } from 'react-hook-form';
import { effectiveUserId, formatCuit, messages, type ResponseOf, USER_TYPE, useSessionStore } from '@portal/shared';
import { ConfirmDialog, ErrorAlert, PageLayout, QueryView } from '@portal/shared/ui';
import * as shell from '@portal/shared/contract/shell';
import { alphanumeric, digitsOnly, FormFields, phoneCompanyOptions } from '../../../components/form-fields';
import { page } from '../../../lib/page';
import { hostMessages } from '../../../messages';
import { useAccountManagers } from '../api/get-account-managers';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { AvatarCropper } from './avatar-cropper';
import { profileSchema, type ProfileValues } from './profile-schema';

const t = hostMessages.profile;
/** 000 §4, §9: the page reloads 3 seconds after a save. */
export const RELOAD_AFTER_SAVE_MS = 3000;
type Profile = ResponseOf<typeof shell.getProducerById>['user'];

const P = t.errorPrefix;

function toValues(p: Profile): ProfileValues {
  return {
    name: p.Name,
    lastName: p.LastName,
    cuit: p.CUIT,
    email: p.Email,
    phone: p.Telephone ?? '',
    phoneCompany: p.TelephoneCompany ?? '',
    accountManagerId: p.AccountManagerId ?? '',
    avatar: p.Avatar,
    currentPassword: '',
    password: '',
    confirmPassword: '',
  };
}

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography>{value || messages.noDataShort}</Typography>
    </Grid>
  );
}

/** /user-dashboard-info (000 §2.6, §4): reading mode, 'Editar', avatar, password change, save. */
export default function ProfileScreen() {
  const session = useSessionStore((s) => s.session)!;
  const simulation = useSessionStore((s) => s.simulation);
  const userId = effectiveUserId(session, simulation);
  const profile = useProfile(userId);
  const [editing, setEditing] = useState(false);

  return (
    <PageLayout
      title={t.title}
      breadcrumbs={[{ label: t.title }]}
      description={t.intro}
      actions={
        !editing && profile.data ? (
          <Button variant="contained" onClick={() => setEditing(true)}>
            {t.edit}
          </Button>
        ) : undefined
      }
    >
      {userId === null ? (
        // A simulated producer without a portal user ('U') has no profile to show.
        <Alert severity="info">{messages.noDataShort}</Alert>
      ) : (
        <QueryView query={profile}>
          {({ user }) =>
            editing ? (
              <ProfileForm profile={user} userId={userId} onDone={() => setEditing(false)} />
            ) : (
              <ProfileView profile={user} />
            )
          }
        </QueryView>
      )}
    </PageLayout>
  );
}

function ProfileView({ profile }: { profile: Profile }) {
  const managers = useAccountManagers(Boolean(profile.AccountManagerId));
  const manager = managers.data?.find((m) => m.id === profile.AccountManagerId);
  return (
    <Card>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
          <Avatar src={profile.Avatar ?? undefined} alt={t.avatar} sx={{ width: 72, height: 72 }} />
          <Typography variant="h6">{`${profile.Name} ${profile.LastName}`}</Typography>
        </Stack>
        <Grid container spacing={2}>
          <Field label={t.name} value={profile.Name} />
          <Field label={t.lastName} value={profile.LastName} />
          <Field label={t.cuit} value={formatCuit(profile.CUIT)} />
          <Field label={t.email} value={profile.Email} />
          <Field label={t.phone} value={profile.Telephone} />
          <Field
            label={t.phoneCompany}
            value={profile.TelephoneCompany ? hostMessages.phoneCompanies[profile.TelephoneCompany - 1] : null}
          />
          <Field label={t.accountManager} value={manager ? `${manager.name} ${manager.lastName}` : null} />
        </Grid>
      </CardContent>
    </Card>
  );
}

function ProfileForm({ profile, userId, onDone }: { profile: Profile; userId: number; onDone: () => void }) {
  const session = useSessionStore((s) => s.session)!;
  const simulation = useSessionStore((s) => s.simulation);
  const simulating = session.userType === USER_TYPE.simulator && Boolean(simulation);
  const managers = useAccountManagers(true);
  const update = useUpdateProfile();
  const [pending, setPending] = useState<ProfileValues | null>(null);
  const [savedText, setSavedText] = useState<string | null>(null);
  const { control, handleSubmit, setValue, watch } = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: toValues(profile),
  });

  useEffect(() => {
    if (!savedText) return;
    const timer = setTimeout(() => page.reload(), RELOAD_AFTER_SAVE_MS);
    return () => clearTimeout(timer);
  }, [savedText]);

  const save = (v: ProfileValues) => {
    setPending(null);
    update.mutate(
      {
        userId,
        name: v.name,
        lastName: v.lastName,
        cuit: v.cuit,
        email: v.email,
        phone: v.phone,
        phoneCompany: Number(v.phoneCompany),
        accountManagerId: v.accountManagerId === '' ? null : Number(v.accountManagerId),
        avatar: v.avatar,
        currentPassword: v.currentPassword || undefined,
        password: v.password || undefined,
      },
      {
        onSuccess: (res) => {
          // A simulator's own session keeps its own name and avatar (000 §4).
          if (!simulating) {
            useSessionStore.getState().updateSession({
              userName: `${v.name.trim().toUpperCase()} ${v.lastName.trim().toUpperCase()}`,
              userAvatar: res.avatar,
            });
          }
          const emailChanged = v.email.trim().toLowerCase() !== profile.Email.toLowerCase();
          setSavedText(emailChanged ? `${t.saved}. ${t.emailChangeSent}` : t.saved);
        },
      },
    );
  };
  const onSubmit = handleSubmit((v) => (simulating ? setPending(v) : save(v)));

  const managerOptions = [
    { value: '', label: t.noAccountManager },
    ...(managers.data ?? []).map((m) => ({ value: m.id, label: `${m.name} ${m.lastName}` })),
  ];

  return (
    <Card component="form" noValidate onSubmit={onSubmit} aria-label={t.title}>
      <CardContent>
        {savedText && (
          <Alert severity="success" sx={{ mb: 2 }}>
            {savedText}
          </Alert>
        )}
        <ErrorAlert error={update.error} sx={{ mb: 2 }} />
        <AvatarCropper value={watch('avatar')} onChange={(url) => setValue('avatar', url)} />
        <FormFields
          control={control}
          columns={2}
          errorPrefix={P}
          sx={{ mt: 1 }}
          fields={[
            { name: 'name', label: t.name, maxLength: 50, required: true },
            { name: 'lastName', label: t.lastName, maxLength: 50, required: true },
            <TextField
              label={t.cuit}
              value={formatCuit(profile.CUIT)}
              fullWidth
              margin="normal"
              disabled
              slotProps={{ htmlInput: { readOnly: true } }}
            />,
            { name: 'email', label: t.email, type: 'email', maxLength: 100, required: true },
            { name: 'phone', label: t.phone, transform: digitsOnly, maxLength: 15, required: true },
            { name: 'phoneCompany', label: t.phoneCompany, options: phoneCompanyOptions, required: true },
            { name: 'accountManagerId', label: t.accountManager, options: managerOptions },
          ]}
        />
        <Divider sx={{ my: 2 }} />
        <Typography variant="subtitle1" component="h2">
          {t.passwordSection}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.passwordHint}
        </Typography>
        <FormFields
          control={control}
          columns={3}
          errorPrefix={P}
          fields={[
            {
              name: 'currentPassword',
              label: t.currentPassword,
              maxLength: 30,
              password: true,
              autoComplete: 'current-password',
            },
            {
              name: 'password',
              label: t.newPassword,
              transform: alphanumeric,
              maxLength: 30,
              password: true,
              autoComplete: 'new-password',
            },
            {
              name: 'confirmPassword',
              label: t.confirmPassword,
              transform: alphanumeric,
              maxLength: 30,
              password: true,
              autoComplete: 'new-password',
            },
          ]}
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 2 }}>
          <Button onClick={onDone} disabled={update.isPending}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={update.isPending || Boolean(savedText)}
            startIcon={update.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
          >
            {t.ok}
          </Button>
        </Box>
      </CardContent>
      <ConfirmDialog
        open={Boolean(pending)}
        title={t.simulatorWarningTitle}
        message={t.simulatorWarning(formatCuit(simulation?.cuitProducer ?? profile.CUIT))}
        onConfirm={() => save(pending!)}
        onCancel={() => setPending(null)}
      />
    </Card>
  );
}
