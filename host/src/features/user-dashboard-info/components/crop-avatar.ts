import type { Area } from 'react-easy-crop';

/** The cropper of 000 §2.6 / §9: a 390x295 frame and a round crop of radius 146. */
export const CROP = { width: 390, height: 295, radius: 146 } as const;

/** The frame's box: 390x295, or narrower and as tall in proportion on a narrow screen. */
export const FRAME_SX = {
  position: 'relative',
  width: '100%',
  maxWidth: CROP.width,
  height: 'auto',
  aspectRatio: `${CROP.width} / ${CROP.height}`,
} as const;

/**
 * The round crop as the avatar that is uploaded: a JPEG data URL of its square (2 × radius, 292 px),
 * the image clipped to the circle. `area` is the crop in the image's own pixels.
 */
export function cropAvatar(image: HTMLImageElement, area: Area): string | null {
  const size = CROP.radius * 2;
  const out = document.createElement('canvas');
  out.width = size;
  out.height = size;
  const ctx = out.getContext('2d');
  if (!ctx) return null;
  ctx.beginPath();
  ctx.arc(CROP.radius, CROP.radius, CROP.radius, 0, Math.PI * 2);
  ctx.clip();
  ctx.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, size, size);
  return out.toDataURL('image/jpeg', 0.85);
}
