import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeImageAndCanvas } from '../../../testing/fake-image-canvas';
import { AvatarCropper } from './avatar-cropper';

// Notes when the cropping library is loaded, to prove it comes only with a chosen image (the first test).
const loads = globalThis as { cropLibraryLoaded?: boolean };
jest.mock('react-easy-crop', () => {
  (globalThis as { cropLibraryLoaded?: boolean }).cropLibraryLoaded = true;
  return jest.requireActual('react-easy-crop');
});

/** A 1000x500 photo: it covers the 390x295 frame at a scale of 295/500 = 0.59. */
const PHOTO = { width: 1000, height: 500 };
const SCALE = 0.59;

let ctx: ReturnType<typeof fakeImageAndCanvas>['ctx'];

beforeEach(() => {
  ({ ctx } = fakeImageAndCanvas(PHOTO));
});
afterEach(() => jest.restoreAllMocks());

/** The part of the photo last drawn into the avatar: [x, y, width, height] in the photo's pixels. */
function drawnArea() {
  const call = ctx.drawImage.mock.calls.at(-1)!;
  expect(call.slice(5)).toEqual([0, 0, 292, 292]);
  return call.slice(1, 5) as number[];
}

/** Within a pixel (the library rounds the crop to whole pixels). */
function expectArea(expected: number[]) {
  drawnArea().forEach((value, i) => expect(Math.abs(value - expected[i])).toBeLessThan(1));
}

/** What the hand-drawn cropper drew at a zoom with the image centred, moved by (dx, dy) frame pixels. */
function centredArea(zoom: number, dx = 0, dy = 0) {
  const scale = SCALE * zoom;
  const w = PHOTO.width * scale;
  const h = PHOTO.height * scale;
  const x = -((390 - w) / 2 - (195 - 146) + dx) / scale;
  const y = -((295 - h) / 2 - (147.5 - 146) + dy) / scale;
  return [x, y, 292 / scale, 292 / scale];
}

async function chooseImage() {
  const onChange = jest.fn();
  render(<AvatarCropper value={null} onChange={onChange} />);
  const file = new File(['photo'], 'foto.png', { type: 'image/png' });
  await userEvent.upload(screen.getByTestId('avatar-input'), file);
  const crop = await screen.findByRole('group', { name: 'Foto de perfil' });
  await waitFor(() => expect(onChange).toHaveBeenCalled());
  return { onChange, crop };
}

describe('AvatarCropper', () => {
  it('loads the cropping library only once an image is chosen', async () => {
    render(<AvatarCropper value={null} onChange={jest.fn()} />);
    expect(screen.getByText('Elegir imagen')).toBeInTheDocument();
    expect(loads.cropLibraryLoaded).toBeUndefined();
    await userEvent.upload(screen.getByTestId('avatar-input'), new File(['photo'], 'foto.png', { type: 'image/png' }));
    expect(await screen.findByRole('group', { name: 'Foto de perfil' })).toBeInTheDocument();
    expect(loads.cropLibraryLoaded).toBe(true);
  });

  it("refuses a file that is not an image with '> Por favor seleccionar una imagen'", () => {
    const onChange = jest.fn();
    render(<AvatarCropper value={null} onChange={onChange} />);
    fireEvent.change(screen.getByTestId('avatar-input'), {
      target: { files: [new File(['x'], 'notas.txt', { type: 'text/plain' })] },
    });
    expect(screen.getByText('> Por favor seleccionar una imagen')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('makes the avatar a 292 px JPEG of the round crop of radius 146, the photo covering the frame', async () => {
    const { onChange } = await chooseImage();
    expect(onChange).toHaveBeenLastCalledWith('data:image/jpeg;quality=0.85;292x292');
    expect(ctx.arc).toHaveBeenCalledWith(146, 146, 146, 0, Math.PI * 2);
    expect(ctx.clip).toHaveBeenCalled();
    expectArea(centredArea(1));
  });

  it('zooms from 1 to 3 with the zoom slider, keeping the crop centred', async () => {
    const { onChange } = await chooseImage();
    const slider = screen.getByRole('slider', { name: 'Zoom' });
    expect(slider).toHaveAttribute('aria-valuemin', '1');
    expect(slider).toHaveAttribute('aria-valuemax', '3');
    act(() => slider.focus());
    await userEvent.keyboard('{End}');
    expect(slider).toHaveAttribute('aria-valuenow', '3');
    await waitFor(() => expectArea(centredArea(3)));
    expect(onChange).toHaveBeenLastCalledWith('data:image/jpeg;quality=0.85;292x292');
  });

  it('pans the photo under the crop with the arrow keys, 10 px a press, no further than its edge', async () => {
    const { crop } = await chooseImage();
    act(() => crop.focus());
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expectArea(centredArea(1, -20)));
    // At zoom 1 the photo is only 3 px taller than the crop: it moves 1.5 px down at most.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expectArea(centredArea(1, -20, 1.5)));
  });

  it('pans the photo with a finger', async () => {
    const { crop } = await chooseImage();
    const frame = crop.parentElement!;
    fireEvent.touchStart(frame, { touches: [{ clientX: 200, clientY: 150 }] });
    fireEvent.touchMove(document, { touches: [{ clientX: 260, clientY: 150 }] });
    await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    fireEvent.touchEnd(document, { touches: [] });
    await waitFor(() => expectArea(centredArea(1, 60)));
  });
});
