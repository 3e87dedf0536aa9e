/** heic-decode ships no types: its two calls, as the pipeline uses them. */
declare module 'heic-decode' {
  interface DecodedHeic {
    width: number;
    height: number;
    /** RGBA, 4 bytes a pixel. */
    data: Uint8ClampedArray;
  }
  interface HeicImage {
    width: number;
    height: number;
    decode(): Promise<DecodedHeic>;
  }
  type HeicImages = HeicImage[] & { dispose(): void };
  function decode(input: { buffer: Uint8Array }): Promise<DecodedHeic>;
  namespace decode {
    function all(input: { buffer: Uint8Array }): Promise<HeicImages>;
  }
  export default decode;
}
