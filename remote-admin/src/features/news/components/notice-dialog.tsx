import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  FormControlLabel,
  FormHelperText,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { ApiError } from '@portal/shared';
import { DateField, DialogFrame, NewsSlide } from '@portal/shared/ui';
import { SafeHtml } from '@portal/shared/safe-html';
import { NEWS_IMAGE_MAX_BYTES } from '@portal/shared/contract/admin-content';
import type { Notice, NoticeType } from '../api/get-notices';
import { useSaveNotice } from '../api/save-notice';
import { failureText } from '../failure-text';
import { adminMessages as m } from '../../../messages';
import { newsAdminMessages as t } from '../messages';
import { blankNotice, noticeFormSchema, noticeValues, toNewsInput, type NoticeFormValues } from '../notice-form';

interface Props {
  type: NoticeType;
  /** Null for a new notice. */
  notice: Notice | null;
  /** The highest order of the web notices: a new one comes after it, the combo runs to it plus 1 (002 §4). */
  maxOrder: number;
  onClose: (saved: boolean) => void;
}

/** The contract's fields of a notice, as the form names them. */
const FIELD_OF_ISSUE: Record<string, keyof NoticeFormValues | undefined> = {
  Title: 'Title',
  SubTitle: 'SubTitle',
  Text: 'Text',
  URL: 'URL',
  Image: 'Image',
  HTML: 'HTML',
  CreationDate: 'StartDate',
  UntilDate: 'EndDate',
};

const shownUnderFields = (error: unknown) =>
  error instanceof ApiError && error.issues.some((i) => FIELD_OF_ISSUE[i.path]);

const readAs = (file: File, how: 'dataUrl' | 'text') =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    if (how === 'dataUrl') reader.readAsDataURL(file);
    else reader.readAsText(file);
  });

/** The notice modal (002 §2, §4, §5): the form, or the preview of a web or HTML notice; saved as one call. */
export function NoticeDialog({ type, notice, maxOrder, onClose }: Props) {
  const id = notice?.Id ?? 0;
  const save = useSaveNotice();
  const [view, setView] = useState<'form' | 'preview'>('form');
  const form = useForm<NoticeFormValues>({
    resolver: zodResolver(noticeFormSchema(type, id)),
    defaultValues: notice ? noticeValues(notice, maxOrder + 1) : blankNotice(maxOrder + 1),
  });
  const { errors } = form.formState;
  const values = form.watch();
  const html = type === 1 && values.IsHtml;
  const canPreview = type === 0 || html;

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // 002 §5: jpg or png up to 5 MB; the api checks the bytes again.
    if (!/\.(jpe?g|png)$/i.test(file.name) || !/^image\/(jpeg|png)$/.test(file.type)) {
      form.setError('Image', { message: t.imageType });
      return;
    }
    if (file.size > NEWS_IMAGE_MAX_BYTES) {
      form.setError('Image', { message: t.imageTooLarge });
      return;
    }
    form.setValue('Image', await readAs(file, 'dataUrl'), { shouldDirty: true });
    form.clearErrors('Image');
  };

  const pickHtml = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = event.target.files;
    event.target.value = '';
    if (!files || files.length !== 1 || !/\.html?$/i.test(files[0].name)) {
      form.setError('HTML', { message: t.htmlRequired });
      return;
    }
    form.setValue('HTML', await readAs(files[0], 'text'), { shouldDirty: true });
    form.setValue('HtmlFileName', files[0].name);
    form.clearErrors('HTML');
  };

  // Refused input shows on the form, even when the preview was open.
  const submit = form.handleSubmit(
    (v) =>
      save.mutate(toNewsInput(v, type, id), {
        onSuccess: () => onClose(true),
        // The api's reasons go under their fields, as the form's own would (what was typed stays).
        onError: (error) => {
          for (const issue of error instanceof ApiError ? error.issues : []) {
            const field = FIELD_OF_ISSUE[issue.path];
            if (field) form.setError(field, { message: issue.message });
          }
        },
      }),
    () => setView('form'),
  );
  const text = (name: 'Title' | 'SubTitle' | 'Text' | 'URL', label: string, max: number, more: object = {}) => (
    <TextField
      id={`notice-${name}`}
      label={label}
      {...form.register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
      slotProps={{ htmlInput: { maxLength: max } }}
      fullWidth
      {...more}
    />
  );
  /** A button that opens the file chooser; the input is named for screen readers by `inputLabel`. */
  const fileButton = (
    label: string,
    inputLabel: string,
    accept: string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => void,
  ) => (
    <Button component="label" variant="outlined">
      {label}
      <input hidden type="file" accept={accept} onChange={onChange} aria-label={inputLabel} />
    </Button>
  );
  const checkbox = (name: 'IsHtml' | 'ShowNotice', label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );
  /** A combo of the form: the background size's names, or the order's numbers (kept as numbers). */
  const select = (
    name: 'BackgroundSize' | 'Order',
    label: string,
    options: readonly (readonly [string | number, ReactNode])[],
    more: object = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <TextField
          id={`notice-${name}`}
          select
          label={label}
          value={field.value}
          onChange={(e) => field.onChange(name === 'Order' ? Number(e.target.value) : e.target.value)}
          {...more}
        >
          {options.map(([value, text]) => (
            <MenuItem key={value} value={value}>
              {text}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );

  return (
    <DialogFrame
      open
      title={type === 0 ? `${t.noticeTitle} — ${t.webTab}` : `${t.noticeTitle} — ${t.mailTab}`}
      maxWidth="md"
      busy={save.isPending}
      progress="center"
      onClose={() => onClose(false)}
      onSubmit={submit}
      confirmLabel={m.save}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_e, v) => v && setView(v)}
        aria-label={t.viewMode}
        sx={{ mb: 2 }}
      >
        <ToggleButton value="form">{t.form}</ToggleButton>
        <ToggleButton value="preview" disabled={!canPreview}>
          {t.preview}
        </ToggleButton>
      </ToggleButtonGroup>
      {view === 'preview' && canPreview ? (
        <Box>
          {html ? (
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}>
              <SafeHtml html={values.HTML} />
            </Box>
          ) : (
            <NewsSlide item={values} label={t.previewLabel} />
          )}
        </Box>
      ) : (
        <Stack spacing={2}>
          {text('Title', t.title, 50, { required: type === 1 })}
          {type === 1 && checkbox('IsHtml', t.htmlNotice)}
          {html ? (
            <Box>
              {fileButton(t.chooseHtml, t.chooseHtml, '.html,.htm,text/html', pickHtml)}
              {values.HtmlFileName && <Typography sx={{ ml: 2, display: 'inline' }}>{values.HtmlFileName}</Typography>}
              {!values.HtmlFileName && values.HTML && (
                <Typography sx={{ ml: 2, display: 'inline' }}>{t.hasHtml}</Typography>
              )}
              {errors.HTML && <FormHelperText error>{errors.HTML.message}</FormHelperText>}
            </Box>
          ) : (
            <>
              {text('SubTitle', t.subTitle, 100)}
              {text('Text', t.text, 2000, { multiline: true, minRows: 3 })}
              <Box>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                  {fileButton(t.chooseImage, t.image, 'image/png,image/jpeg', pickImage)}
                  {values.Image && (
                    <>
                      <Box
                        component="img"
                        src={values.Image}
                        alt={t.hasImage}
                        sx={{ maxHeight: 64, maxWidth: 160, border: 1, borderColor: 'divider' }}
                      />
                      <Button onClick={() => form.setValue('Image', '', { shouldDirty: true })}>{t.removeImage}</Button>
                    </>
                  )}
                </Stack>
                <FormHelperText error={Boolean(errors.Image)}>{errors.Image?.message ?? t.image}</FormHelperText>
              </Box>
              {type === 0 &&
                select('BackgroundSize', t.backgroundSize, [
                  ['cover', t.cover],
                  ['contain', t.contain],
                ])}
            </>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {(['StartDate', 'EndDate'] as const).map((name) => (
              <Controller
                key={name}
                control={form.control}
                name={name}
                render={({ field, fieldState }) => (
                  <DateField
                    id={`notice-${name}`}
                    label={name === 'StartDate' ? t.startDate : t.endDate}
                    required
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                    error={Boolean(fieldState.error)}
                    helperText={fieldState.error?.message}
                    fullWidth
                  />
                )}
              />
            ))}
          </Stack>
          {type === 0 && (
            <>
              {text('URL', t.url, 2083)}
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                {checkbox('ShowNotice', t.showNotice)}
                {select(
                  'Order',
                  t.order,
                  Array.from({ length: maxOrder + 1 }, (_v, i) => [i + 1, i + 1] as const),
                  { disabled: !values.ShowNotice, sx: { minWidth: 120 } },
                )}
              </Stack>
            </>
          )}
        </Stack>
      )}
      {save.isError && !shownUnderFields(save.error) && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {failureText(save.error, t.failed)}
        </Alert>
      )}
    </DialogFrame>
  );
}
