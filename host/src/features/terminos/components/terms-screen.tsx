import { Box, Typography } from '@mui/material';
import { PublicCard } from '../../../components/public-card';
import { hostMessages } from '../../../messages';

const t = hostMessages.terms;

/** /terminos (000 §1, §2.1; 002 §2): the 17 numbered items of the terms and conditions. */
export default function TermsScreen() {
  return (
    <PublicCard title={t.title} intro={t.intro} maxWidth={860}>
      <Box component="ol" sx={{ pl: 3, m: 0 }}>
        {t.items.map(([heading, text]) => (
          <Box component="li" key={heading} sx={{ mb: 1.5 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {heading}
            </Typography>
            <Typography variant="body2">{text}</Typography>
          </Box>
        ))}
      </Box>
    </PublicCard>
  );
}
