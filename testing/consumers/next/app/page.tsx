// A server component page: the server-safe parts of the kit render here, on the server (a client component could
// not take the server-side function components given to `as` below: the build would fail), and client parts
// come straight from the barrel, as any library's would.
import {
  Box,
  Button,
  Card,
  Divider,
  formatNumber,
  Heading,
  iconNames,
  Paper,
  Stack,
  Text,
  TextField,
  vars,
} from '@chorus/ui';
import { Badge } from '@chorus/ui/badge';
import type { ComponentProps } from 'react';

function Section(props: ComponentProps<'section'>) {
  return <section data-rendered-on="server" {...props} />;
}

function Lead(props: ComponentProps<'p'>) {
  return <p data-rendered-on="server" {...props} />;
}

export default function Home() {
  return (
    <Box as="main" padding="lg">
      <Stack as={Section} gap="md" aria-label="Welcome">
        <Heading level={1}>Hear every voice</Heading>
        <Text as={Lead}>
          Rendered on the server: {formatNumber(1234.5)} ideas,{' '}
          {iconNames.length > 0 ? 'icons named' : 'no icons'}.
        </Text>
        <Card as="article">
          <Text>A card</Text> <Badge>New</Badge>
        </Card>
        <Paper padding="md" style={{ borderColor: vars.color.accent }}>
          <Text>A paper</Text>
        </Paper>
        <Divider />
        <form>
          <Stack gap="sm">
            <TextField label="Your name" name="name" />
            <Button type="submit">Join the meeting</Button>
          </Stack>
        </form>
        <a href="/client">The client page</a>
      </Stack>
    </Box>
  );
}
