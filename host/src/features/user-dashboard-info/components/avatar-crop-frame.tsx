import { useCallback, useState } from 'react';
import { Box } from '@mui/material';
import Cropper, { type Area } from 'react-easy-crop';
import { hostMessages } from '../../../messages';
import { CROP, FRAME_SX } from './crop-avatar';

/** Arrow keys on the crop move the image this many pixels (the library's 1 px is too slow to be useful). */
const KEYBOARD_STEP = 10;

interface Props {
  src: string;
  zoom: number;
  onZoomChange: (zoom: number) => void;
  /** The crop in the image's own pixels, each time a move or zoom ends. */
  onCropComplete: (area: Area) => void;
}

/**
 * The 390x295 frame with the round crop (react-easy-crop): the image covers the frame, is panned with the
 * mouse, a finger or the arrow keys, and zoomed with the wheel, a pinch or the zoom slider. Loaded only when
 * an image is chosen. On a screen narrower than the frame, frame and crop shrink together.
 */
export default function AvatarCropFrame({ src, zoom, onZoomChange, onCropComplete }: Props) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [width, setWidth] = useState<number>(CROP.width);
  const frame = useCallback((element: HTMLDivElement | null) => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(entry.contentRect.width || CROP.width));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const diameter = (CROP.radius * 2 * width) / CROP.width;

  return (
    <Box ref={frame} sx={{ ...FRAME_SX, borderRadius: 1, overflow: 'hidden' }}>
      <Cropper
        image={src}
        crop={crop}
        zoom={zoom}
        minZoom={1}
        maxZoom={3}
        aspect={1}
        cropShape="round"
        cropSize={{ width: diameter, height: diameter }}
        objectFit="cover"
        showGrid={false}
        keyboardStep={KEYBOARD_STEP}
        onCropChange={setCrop}
        onZoomChange={onZoomChange}
        onCropComplete={(_, pixels) => onCropComplete(pixels)}
        cropperProps={{ role: 'group', 'aria-label': hostMessages.profile.avatar }}
      />
    </Box>
  );
}
