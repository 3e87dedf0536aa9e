export { mediaPlugin, type MediaPluginOptions } from './media.plugin';
export {
  createMediaPipeline,
  type MediaPipeline,
  type MediaPipelineOptions,
} from './media-pipeline';
export type {
  ReceivedFile,
  ReceivedUpload,
  StoredImage,
  StoredPicture,
  StoredMedia,
  UploadRules,
} from './received-file';
export type { MediaKind, MediaType } from './media-types';
export { IMAGE_MAX_SIDE, type MediaLimits } from './media-limits';
export { sniffMediaType } from './sniff-media-type';
export type { PictureVariantSet } from './image-variants';
export { responsiveImageOf } from './public-image';
