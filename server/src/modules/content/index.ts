// The public face of content: what other modules and the flows (server/src/flows) may use.
// Everything else in this folder is the module's own; eslint refuses a reach past this file.
export { bannerImageUrl } from './banner-service';
export { parsePictureFile, PictureFile, pictureWork, sendPicture } from './picture';
export { escapeXml, stableHash, textLines, wrapText } from './svg-text';
