import { useEffect, useState } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { ErrorAlert } from '@portal/shared/ui';
import { sanitizeHtml } from '@portal/shared/safe-html';
import { comunicacionMessages as t } from '../../../messages';
import { useCommunicationBody } from '../api/get-communication-file';
import type { ProducerCommunication } from '../api/get-communications';

/** An object URL for a Blob, revoked when it changes or the component leaves. */
function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(null);
    };
  }, [blob]);
  return url;
}

/** The HTML of an embedded body, sanitized again here and wrapped as a page of its own. */
function useEmbeddedPage(source: Blob | undefined, embedded: boolean): Blob | null {
  const [page, setPage] = useState<Blob | null>(null);
  useEffect(() => {
    let live = true;
    if (!source || !embedded) {
      setPage(null);
      return undefined;
    }
    void source.text().then((html) => {
      const document = `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>body{font-family:Roboto,Arial,sans-serif;margin:8px;color:#222}img{max-width:100%}</style></head><body>${sanitizeHtml(html)}</body></html>`;
      if (live) setPage(new Blob([document], { type: 'text/html' }));
    });
    return () => {
      live = false;
    };
  }, [source, embedded]);
  return page;
}

/**
 * 002 §2: the body of a communication — an embedded frame when BodyEmbedded, otherwise the image. The
 * HTML is fetched with the session's headers, sanitized and shown in a sandboxed frame (no scripts, no
 * access to the portal) from a Blob, never from a URL carrying a token.
 */
export function CommunicationBody({ communication }: { communication: ProducerCommunication }) {
  const body = useCommunicationBody(communication.Id, communication.UrlBody !== null);
  const page = useEmbeddedPage(body.data?.blob, communication.BodyEmbedded);
  const url = useObjectUrl(communication.BodyEmbedded ? page : (body.data?.blob ?? null));
  if (communication.UrlBody === null) return null;
  if (body.isError) return <ErrorAlert error={body.error} sx={{ my: 1 }} />;
  if (!url) return <LinearProgress aria-label={t.loadingBody} sx={{ my: 2 }} />;
  return communication.BodyEmbedded ? (
    <Box
      component="iframe"
      src={url}
      title={t.bodyFrameTitle(communication.Title)}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      sx={{ width: '100%', height: 360, border: 1, borderColor: 'divider', borderRadius: 1, my: 1 }}
    />
  ) : (
    <Box
      component="img"
      src={url}
      alt={t.bodyImageAlt(communication.Title)}
      sx={{ maxWidth: '100%', display: 'block', my: 1 }}
    />
  );
}
