import type Router from '@koa/router';
import { endpoints } from '@shared/api/endpoints';
import { defineRoute } from '../../http/define-route';
import { requireStaff } from '../../http/session';
import type { UploadsService } from './uploads';

/**
 * A sketch upload, or an audio order's own file: the request body is the file itself. Staff are
 * checked before a byte is read, and the body is read here (the JSON parser leaves these types alone).
 */
export function registerUploadRoutes(router: Router, uploads: UploadsService, checkResponses: boolean): void {
  defineRoute(router, endpoints.admin.uploadSketch, ({ ctx }) => uploads.saveImage(ctx.req, ctx.request.type), { before: [requireStaff], checkResponses });
  defineRoute(router, endpoints.admin.uploadAudio, ({ ctx }) => uploads.saveAudio(ctx.req, ctx.request.type), { before: [requireStaff], checkResponses });
}
