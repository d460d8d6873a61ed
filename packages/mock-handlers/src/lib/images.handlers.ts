import { HttpResponse, http } from 'msw';
import { avatarSvg, IMAGE_PATHS, IMAGE_SVG_HEADERS, imageParam, pictureSvg } from '@chorus/domain';

/** The mock's image endpoints (lib/images.ts draws them). */
export const imageHandlers = [
  http.get(
    IMAGE_PATHS.avatar,
    ({ params }) => new HttpResponse(avatarSvg(imageParam(params.name)), { headers: IMAGE_SVG_HEADERS }),
  ),
  http.get(
    IMAGE_PATHS.picture,
    ({ params }) => new HttpResponse(pictureSvg(imageParam(params.label)), { headers: IMAGE_SVG_HEADERS }),
  ),
];
