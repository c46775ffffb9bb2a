import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Avatar, Box, Button, FormHelperText, Slider, Stack, Typography } from '@mui/material';
import { messages } from '@portal/shared';
import { hostMessages } from '../../../messages';

/** The cropper of 000 §2.6 / §9: a 390x295 frame and a round crop of radius 146. */
export const CROP = { width: 390, height: 295, radius: 146 } as const;
const t = hostMessages.profile;

/** Draws the image covering the frame at the zoom, dimmed outside the round crop. */
function drawFrame(canvas: HTMLCanvasElement, image: HTMLImageElement, zoom: number) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const scale = Math.max(CROP.width / image.width, CROP.height / image.height) * zoom;
  const w = image.width * scale;
  const h = image.height * scale;
  ctx.clearRect(0, 0, CROP.width, CROP.height);
  ctx.drawImage(image, (CROP.width - w) / 2, (CROP.height - h) / 2, w, h);
  ctx.save();
  ctx.fillStyle = 'rgba(0,0,0,0.5)';
  ctx.beginPath();
  ctx.rect(0, 0, CROP.width, CROP.height);
  ctx.arc(CROP.width / 2, CROP.height / 2, CROP.radius, 0, Math.PI * 2, true);
  ctx.fill('evenodd');
  ctx.restore();
}

/** The round crop as a JPEG data URL (its square, 2 × radius). */
function cropped(image: HTMLImageElement, zoom: number): string | null {
  const size = CROP.radius * 2;
  const out = document.createElement('canvas');
  out.width = size;
  out.height = size;
  const ctx = out.getContext('2d');
  if (!ctx) return null;
  const scale = Math.max(CROP.width / image.width, CROP.height / image.height) * zoom;
  const w = image.width * scale;
  const h = image.height * scale;
  const offsetX = (CROP.width - w) / 2 - (CROP.width / 2 - CROP.radius);
  const offsetY = (CROP.height - h) / 2 - (CROP.height / 2 - CROP.radius);
  ctx.beginPath();
  ctx.arc(CROP.radius, CROP.radius, CROP.radius, 0, Math.PI * 2);
  ctx.clip();
  ctx.drawImage(image, offsetX, offsetY, w, h);
  return out.toDataURL('image/jpeg', 0.85);
}

interface Props {
  value: string | null;
  onChange: (dataUrl: string | null) => void;
}

export function AvatarCropper({ value, onChange }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [zoom, setZoom] = useState(1);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!image || !canvas.current) return;
    drawFrame(canvas.current, image, zoom);
    onChange(cropped(image, zoom));
    // onChange is the form's setter; redrawing on its identity would loop.
  }, [image, zoom]);

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
          <canvas ref={canvas} width={CROP.width} height={CROP.height} style={{ maxWidth: '100%', borderRadius: 4 }} aria-label={t.avatar} />
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
              <Slider aria-label={t.zoom} min={1} max={3} step={0.05} value={zoom} onChange={(_, v) => setZoom(v as number)} />
            </Box>
          )}
          {error && <FormHelperText error>{`${t.errorPrefix}${error}`}</FormHelperText>}
        </Stack>
      </Stack>
    </Box>
  );
}
