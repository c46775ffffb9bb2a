import { lazy, Suspense, useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, FormHelperText, Skeleton, Slider, Stack, Typography } from '@mui/material';
import type { Area } from 'react-easy-crop';
import { messages } from '@portal/shared';
import { hostMessages } from '../../../messages';
import { cropAvatar, FRAME_SX } from './crop-avatar';

// The cropping library is fetched when an image is chosen, not with the profile screen.
const AvatarCropFrame = lazy(() => import('./avatar-crop-frame'));
const t = hostMessages.profile;

interface Props {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
}

/** The profile's avatar (000 §2.6): choose an image, pan and zoom it under the round crop; the crop is the new avatar. */
export function AvatarCropper({ value, onChange }: Props) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [error, setError] = useState<string | null>(null);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setError(messages.selectImage);
      return;
    }
    setError(null);
    const reader = new FileReader();
    reader.onload = () => {
      // Decoded before it is shown, so the crop can be drawn from it at once.
      const img = new Image();
      img.onload = () => {
        setZoom(1);
        setImage(img);
      };
      img.src = String(reader.result);
    };
    reader.readAsDataURL(file);
  };

  return (
    <Box>
      <Typography variant="subtitle2" gutterBottom>
        {t.avatar}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
        {image ? (
          <Suspense fallback={<Skeleton variant="rectangular" sx={FRAME_SX} />}>
            <AvatarCropFrame
              key={image.src}
              src={image.src}
              zoom={zoom}
              onZoomChange={setZoom}
              onCropComplete={(area: Area) => onChange(cropAvatar(image, area))}
            />
          </Suspense>
        ) : (
          <Avatar src={value ?? undefined} alt={t.avatar} sx={{ width: 96, height: 96 }} />
        )}
        <Stack spacing={1} sx={{ minWidth: 180 }}>
          <Button variant="outlined" component="label">
            {t.chooseImage}
            <input hidden type="file" accept="image/*" onChange={pick} data-testid="avatar-input" />
          </Button>
          {image && (
            <Box>
              <Typography variant="caption">{t.zoom}</Typography>
              <Slider
                aria-label={t.zoom}
                min={1}
                max={3}
                step={0.05}
                value={zoom}
                onChange={(_, v) => setZoom(v as number)}
              />
            </Box>
          )}
          {error && <FormHelperText error>{`${t.errorPrefix}${error}`}</FormHelperText>}
        </Stack>
      </Stack>
    </Box>
  );
}
