import type { NextFunction, Request, Response } from 'express';
import type { Metrics } from './metrics';

/**
 * Times every HTTP request, labelled by route pattern (`/api/resumes/:id`, never the id: one
 * series per route, not per resume), "pages" for everything Astro or the assets answer.
 */
export function httpMetrics(metrics: Metrics) {
  return (req: Request, res: Response, next: NextFunction) => {
    const stop = metrics.http.startTimer();
    res.once('finish', () => {
      const isApi = req.originalUrl.startsWith('/api/') || req.originalUrl === '/api';
      const pattern = (req.route as { path?: string } | undefined)?.path;
      const route = !isApi ? 'pages' : pattern ? `${req.baseUrl}${pattern}` : 'unmatched';
      stop({ method: req.method, route, status: String(res.statusCode) });
    });
    next();
  };
}
