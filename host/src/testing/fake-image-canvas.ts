/**
 * jsdom neither decodes images, nor lays out, nor draws. For the avatar cropper this stands in for a browser:
 * every image loads as a photo of the given size, react-easy-crop's frame measures 390x295, and a canvas
 * records what is drawn and answers toDataURL with its format, quality and size
 * ('data:image/jpeg;quality=0.85;292x292'). Restored by jest.restoreAllMocks.
 */
export function fakeImageAndCanvas(photo: { width: number; height: number }) {
  jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(photo.width);
  jest.spyOn(HTMLImageElement.prototype, 'naturalHeight', 'get').mockReturnValue(photo.height);
  jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  const setSrc = Object.getOwnPropertyDescriptor(HTMLImageElement.prototype, 'src')!.set!;
  jest.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    value: string,
  ) {
    setSrc.call(this, value);
    setTimeout(() => this.dispatchEvent(new Event('load')));
  });
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [width, height] = this.getAttribute('data-testid') === 'container' ? [390, 295] : [0, 0];
    return { x: 0, y: 0, top: 0, left: 0, width, height, right: width, bottom: height, toJSON: () => ({}) };
  });
  const ctx = { beginPath: jest.fn(), arc: jest.fn(), clip: jest.fn(), drawImage: jest.fn() };
  jest
    .spyOn(HTMLCanvasElement.prototype, 'getContext')
    .mockImplementation(() => ctx as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockImplementation(function (
    this: HTMLCanvasElement,
    type?: string,
    quality?: unknown,
  ) {
    return `data:${type};quality=${quality};${this.width}x${this.height}`;
  });
  return { ctx };
}
