/**
 * The card's checklists: each with its progress bar, its items (checked, renamed, removed) and a field that
 * adds an item; the checklist itself removed; a new checklist added by name.
 */
import type { Card } from '@chorus/mock-handlers/contracts';
import { Button, Checkbox, Icon, IconButton, LinearProgress, TextField } from '@chorus/ui';
import { useT } from '../../i18n';
import { AddForm } from '../AddForm/AddForm';
import * as css from '../scrumboard.css';
import { SavedText } from './SavedText';
import { Section } from './Section';
import type { CardFormState } from './useCardForm';

type Checklists = CardFormState['checklists'];

export function CardChecklists({ card, checklists }: { card: Card; checklists: Checklists }) {
  const t = useT();
  return (
    <Section title={t('dialog.checklists')}>
      {card.checklists.map((checklist) => (
        <Checklist key={checklist.id} checklist={checklist} checklists={checklists} />
      ))}
      <AddForm
        openLabel={t('dialog.addChecklist')}
        fieldLabel={t('dialog.checklistName')}
        confirmLabel={t('dialog.checklistConfirm')}
        cancelLabel={t('list.cancel')}
        size="sm"
        variant="outline"
        closeOnAdd
        onAdd={checklists.add}
      />
    </Section>
  );
}

function Checklist({
  checklist,
  checklists,
}: {
  checklist: Card['checklists'][number];
  checklists: Checklists;
}) {
  const t = useT();
  const done = checklist.checkItems.filter((item) => item.checked).length;
  const total = checklist.checkItems.length;
  return (
    <div className={css.checklist}>
      <div className={css.dialogRow}>
        <h4 className={css.checklistTitle}>{checklist.name}</h4>
        <IconButton
          size="sm"
          variant="ghost"
          label={t('dialog.removeChecklist', { name: checklist.name })}
          icon={<Icon name="trash" size="sm" />}
          onClick={() => checklists.remove(checklist.id)}
        />
      </div>
      <LinearProgress
        value={total ? (done / total) * 100 : 0}
        label={t('dialog.progress', { name: checklist.name })}
        valueText={t('card.checklist', { done, total })}
      />
      <ul className={css.checkItems}>
        {checklist.checkItems.map((item) => (
          <li key={item.id} className={css.dialogRow}>
            <Checkbox
              label={item.name}
              hideLabel
              checked={item.checked}
              onCheckedChange={(checked) => checklists.check(checklist.id, item.id, checked === true)}
            />
            <div className={css.inlineField}>
              <SavedText
                label={t('dialog.itemName')}
                value={item.name}
                onSave={(name) => checklists.rename(checklist.id, item.id, name)}
              />
            </div>
            <IconButton
              size="sm"
              variant="ghost"
              label={t('dialog.removeItem', { name: item.name })}
              icon={<Icon name="x" size="sm" />}
              onClick={() => checklists.removeItem(checklist.id, item.id)}
            />
          </li>
        ))}
      </ul>
      <form
        className={css.dialogRow}
        onSubmit={(event) => {
          event.preventDefault();
          checklists.addItem(checklist.id);
        }}
      >
        <TextField
          className={css.inlineField}
          label={t('dialog.addItem', { name: checklist.name })}
          hideLabel
          placeholder={t('dialog.newItem')}
          maxLength={200}
          autoFocus={checklist.id === checklists.added}
          value={checklists.draft(checklist.id)}
          onChange={(event) => checklists.setDraft(checklist.id, event.target.value)}
        />
        <Button type="submit" size="sm" variant="outline">
          {t('dialog.add')}
        </Button>
      </form>
    </div>
  );
}
