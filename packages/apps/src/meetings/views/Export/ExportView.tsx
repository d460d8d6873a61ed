/**
 * The facilitators' export during the meeting (issue 35, export at any time): the summary as it stands, as Markdown
 * or CSV. Props in.
 */
import { Button, Card, Icon, Stack } from '@chorus/ui';
import * as shared from '../../../lib/product/product.css';
import { useT } from '../i18n';

export interface ExportViewProps {
  /** The file being made, if any. */
  busy?: 'markdown' | 'csv' | null;
  onExport: (format: 'markdown' | 'csv') => void;
}

export function ExportView({ busy = null, onExport }: ExportViewProps) {
  const t = useT();
  return (
    <Card as="section" className={shared.panel} aria-labelledby="export-title">
      <h2 className={shared.panelTitle} id="export-title">
        {t('export.title')}
      </h2>
      <p className={shared.muted}>{t('export.text')}</p>
      <Stack direction="row" wrap gap="sm">
        {(['markdown', 'csv'] as const).map((format) => (
          <Button
            key={format}
            size="sm"
            variant="outline"
            startIcon={<Icon name="download" size="sm" />}
            loading={busy === format}
            disabled={busy !== null && busy !== format}
            onClick={() => onExport(format)}
          >
            {t(format === 'csv' ? 'export.csv' : 'export.markdown')}
          </Button>
        ))}
      </Stack>
    </Card>
  );
}
