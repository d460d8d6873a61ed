/**
 * The host's guest links (issue 34): a guest link (guests take part) and a spectator link (they watch), each off
 * until the host creates it; a new link turns the old one off; both stop working when the meeting ends. Props in.
 */
import type { GuestKind, GuestLinks } from '@chorus/mock-handlers/contracts';
import { Button, Card, Icon, Stack, TextField } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';

export interface GuestLinksViewProps {
  links: GuestLinks;
  /** The address a token opens (the app's `/join/<token>`). */
  urlOf: (token: string) => string;
  /** The link being changed, if any. */
  busy?: GuestKind | null;
  onChange: (kind: GuestKind, enabled: boolean) => void;
  onCopy: (url: string) => void;
}

export function GuestLinksView({ links, urlOf, busy = null, onChange, onCopy }: GuestLinksViewProps) {
  const t = useT();
  const kinds: { kind: GuestKind; title: string; hint: string }[] = [
    { kind: 'guest', title: t('guests.guest'), hint: t('guests.guestHint') },
    { kind: 'spectator', title: t('guests.spectator'), hint: t('guests.spectatorHint') },
  ];
  return (
    <Card as="section" className={shared.panel} aria-labelledby="guests-title">
      <h2 className={shared.panelTitle} id="guests-title">
        {t('guests.title')}
      </h2>
      <p className={shared.muted}>{t('guests.text')}</p>
      {kinds.map(({ kind, title, hint }) => {
        const token = links[kind];
        const url = token ? urlOf(token) : null;
        return (
          <Stack key={kind} gap="xs" minInlineSize={0} data-testid={`guest-link-${kind}`}>
            <h3 className={shared.subheading}>{title}</h3>
            <p className={shared.muted}>{hint}</p>
            {url ? (
              <>
                <TextField
                  label={t('guests.url', { kind: title })}
                  hideLabel
                  value={url}
                  readOnly
                  onFocus={(event) => event.currentTarget.select()}
                />
                <Stack direction="row" wrap gap="sm">
                  <Button size="sm" startIcon={<Icon name="copy" size="sm" />} onClick={() => onCopy(url)}>
                    {t('guests.copy')}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    loading={busy === kind}
                    onClick={() => onChange(kind, true)}
                  >
                    {t('guests.renew')}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    loading={busy === kind}
                    onClick={() => onChange(kind, false)}
                  >
                    {t('guests.turnOff')}
                  </Button>
                </Stack>
              </>
            ) : (
              <div>
                <Button
                  size="sm"
                  variant="outline"
                  startIcon={<Icon name="share" size="sm" />}
                  loading={busy === kind}
                  onClick={() => onChange(kind, true)}
                >
                  {t('guests.turnOn')}
                </Button>
              </div>
            )}
          </Stack>
        );
      })}
      <p className={shared.muted}>{t('guests.expires')}</p>
    </Card>
  );
}
