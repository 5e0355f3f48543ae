// The public face of photos (issue 31): what other modules and the flows may use.
export { sniffPhotoType } from './photo-intake';
