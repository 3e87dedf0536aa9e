/** A video's duration in seconds as the browser reads it; null when it cannot. */
export const videoSeconds = (file: File): Promise<number | null> =>
  new Promise((resolve) => {
    if (typeof URL.createObjectURL !== 'function') {
      resolve(null);
      return;
    }
    const url = URL.createObjectURL(file);
    const video = document.createElement('video');
    const settle = (seconds: number | null) => {
      URL.revokeObjectURL(url);
      video.removeAttribute('src');
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () =>
      settle(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => settle(null);
    video.src = url;
  });
