import { server } from '@/demo/node';

/** The paths of the requests the demo backend sees start (msw's `request:start`), until `stop()`. */
export function watchRequestStarts(): { paths: string[]; stop: () => void } {
  const paths: string[] = [];
  const record = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname);
  server.events.on('request:start', record);
  return { paths, stop: () => server.events.removeListener('request:start', record) };
}
