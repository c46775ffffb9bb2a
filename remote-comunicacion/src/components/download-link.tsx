import { Box, Link } from '@mui/material';
import { ErrorAlert } from '@portal/shared/ui';

interface Props {
  label: string;
  id: number;
  /** The download's mutation: the link is busy while it runs and its error shows under it. */
  download: { isPending: boolean; error: unknown; mutate: (id: number) => void };
}

/** An attachment's download link of the history screens (002 §2), with why it could not download. */
export function DownloadLink({ label, id, download }: Props) {
  return (
    <Box sx={{ mt: 1 }}>
      <Link
        component="button"
        type="button"
        variant="body2"
        aria-busy={download.isPending}
        onClick={() => !download.isPending && download.mutate(id)}
      >
        {label}
      </Link>
      <ErrorAlert error={download.error} sx={{ mt: 1 }} />
    </Box>
  );
}
