/** Group similar ideas into themes: tick ideas, name the theme. Props in, callbacks out. */
import type { IdeasResponse } from '@chorus/mock-handlers/contracts';
import { Button, fieldProps, Stack, TextField, useZodForm } from '@chorus/ui';
import { useState } from 'react';
import { z } from 'zod';
import * as shared from '../../../lib/product/product.css';
import { Tag } from '../../../lib/product/Tag';
import { IdeasBoard, type IdeasBoardProps } from '../IdeasBoard/IdeasBoard';

const themeSchema = z.object({ title: z.string().trim().min(1, 'Name the theme') });

export interface GroupingViewProps extends Omit<IdeasBoardProps, 'selectable' | 'selected' | 'onToggle'> {
  data: IdeasResponse;
  /** The phase is open and the viewer takes part. */
  canGroup: boolean;
  /** Resolves once the theme is saved (the selection and the name then clear). */
  onGroup: (theme: { title: string; ideaIds: string[] }) => Promise<unknown>;
}

export function GroupingView({ data, canGroup, onGroup, ...board }: GroupingViewProps) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const form = useZodForm(themeSchema, { defaultValues: { title: '' } });
  const title = form.watch('title');
  const submit = form.handleSubmit(async ({ title: name }) => {
    if (selected.size === 0) return;
    try {
      await onGroup({ title: name, ideaIds: [...selected] });
    } catch {
      return;
    }
    setSelected(new Set());
    form.reset({ title: '' });
  });
  return (
    <Stack gap="md" minInlineSize={0}>
      {data.groups.length ? (
        <Stack
          as="ul"
          direction="row"
          wrap
          align="center"
          gap="sm"
          className={shared.bareList}
          aria-label="Themes"
        >
          {data.groups.map((group) => (
            <li key={group.id}>
              <Tag tone="info" icon="layers">
                {group.title} ({group.ideaIds.length})
              </Tag>
            </li>
          ))}
        </Stack>
      ) : (
        <p className={shared.muted}>No themes yet. Tick similar ideas and name their theme.</p>
      )}
      {canGroup ? (
        <Stack as="form" direction="row" wrap align="center" gap="sm" noValidate onSubmit={submit}>
          <TextField className={shared.grow} label="Theme name" {...fieldProps(form, 'title')} />
          <Button
            type="submit"
            className={shared.endAligned}
            disabled={!title.trim() || selected.size === 0}
            loading={form.formState.isSubmitting}
          >
            Group {selected.size || ''} selected
          </Button>
        </Stack>
      ) : null}
      <IdeasBoard
        {...board}
        data={data}
        selectable={canGroup}
        selected={selected}
        onToggle={(id) =>
          setSelected((current) => {
            const next = new Set(current);
            if (next.has(id)) next.delete(id);
            else next.add(id);
            return next;
          })
        }
      />
    </Stack>
  );
}
