/**
 * Ideas: writing alone before the reveal (only one's own ideas are ever here), the revealed board,
 * and grouping into themes.
 */
import {
  IDEA_MAX_LENGTH,
  type IdeasResponse,
  type IdeaView,
  type MeetingDetail,
  type PhaseView,
} from '@chorus/mock-handlers/contracts';
import { Button, Checkbox, Icon, IconButton, TextArea, TextField } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, meetingKeys, meetingsApi } from '../meetings.api';
import * as css from '../meetings.css';
import { Progress, QueryState, Tag } from './parts';
import { useMeetingMutation } from './useMeetingMutation';

export function useIdeas(meeting: MeetingDetail, phase: PhaseView) {
  return useQuery({
    queryKey: meetingKeys.ideas(meeting.id, phase.id),
    queryFn: ({ signal }) => meetingsApi.ideas(meeting.id, phase.id, signal),
  });
}

function IdeaEditor({
  initial,
  showNameOption,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
  label,
}: {
  initial?: IdeaView;
  showNameOption: boolean;
  submitLabel: string;
  pending?: boolean;
  label: string;
  onSubmit: (text: string, showName: boolean) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial?.text ?? '');
  const [showName, setShowName] = useState(initial?.showName ?? false);
  const left = IDEA_MAX_LENGTH - text.length;
  return (
    <form
      className={css.tightStack}
      onSubmit={(event) => {
        event.preventDefault();
        if (!text.trim() || left < 0) return;
        onSubmit(text.trim(), showName);
        if (!initial) setText('');
      }}
    >
      <TextArea
        label={label}
        rows={3}
        value={text}
        maxLength={IDEA_MAX_LENGTH}
        helperText={`${left} characters left · Ctrl+Enter to ${initial ? 'save' : 'add'}`}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey))
            event.currentTarget.form?.requestSubmit();
        }}
      />
      <div className={css.rowBetween}>
        {showNameOption ? (
          <Checkbox
            label="Show my name"
            checked={showName}
            onCheckedChange={(v) => setShowName(v === true)}
          />
        ) : (
          <span />
        )}
        <div className={css.row}>
          {onCancel ? (
            <Button type="button" size="sm" variant="ghost" tone="neutral" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="sm" disabled={!text.trim()} loading={pending}>
            {submitLabel}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** Silent ideation: my ideas, private until the reveal, with the count of people who wrote. */
export function IdeationPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const ideas = useIdeas(meeting, phase);
  const [editing, setEditing] = useState<string | null>(null);
  const save = useMeetingMutation(
    meeting.id,
    meetingsApi.saveIdea,
    { error: 'Could not save the idea' },
    () => setEditing(null),
  );
  const remove = useMeetingMutation(meeting.id, meetingsApi.deleteIdea, {
    error: 'Could not delete the idea',
    success: 'Idea deleted',
  });
  const ready = useMeetingMutation(meeting.id, (value: boolean) => meetingsApi.ready(meeting.id, value), {
    error: 'Could not change your status',
  });
  const open = phase.status === 'active' && !phase.revealedAt && meeting.status === 'live';
  const canWrite = open && meeting.viewerCanContribute;
  const showNameOption = meeting.settings.anonymity === 'optInNames';
  if (ideas.isPending) return <QueryState status="loading" message="Loading your ideas…" />;
  if (ideas.isError)
    return (
      <QueryState
        status="error"
        message={`Could not load the ideas: ${errorText(ideas.error)}`}
        onRetry={() => void ideas.refetch()}
      />
    );
  const mine = ideas.data.ideas.filter((idea) => idea.isMine);
  return (
    <div className={css.stack}>
      <Progress done={ideas.data.submittedCount} total={ideas.data.eligibleCount} label="submitted" />
      <p className={`${css.muted} ${css.metaItem}`}>
        <Icon name="lock" size="xs" /> Your ideas are private until the reveal: nobody, the host included, can
        read them.
        {meeting.settings.anonymity === 'anonymous'
          ? ' They will appear without your name.'
          : meeting.settings.anonymity === 'named'
            ? ' This meeting shows authors’ names.'
            : ' They appear without your name unless you tick "Show my name".'}
      </p>
      {canWrite ? (
        <IdeaEditor
          label="Your idea"
          showNameOption={showNameOption}
          submitLabel="Add idea"
          pending={save.isPending && editing === null}
          onSubmit={(text, showName) => save.mutate({ phaseId: phase.id, text, showName })}
        />
      ) : meeting.viewerCanContribute ? null : (
        <p className={css.muted}>You are not invited to this meeting: you can follow it, not write.</p>
      )}
      <section aria-labelledby="my-ideas-title" className={css.tightStack}>
        <h3 id="my-ideas-title" className={css.subheading}>
          Your ideas ({mine.length})
        </h3>
        {mine.length === 0 ? <p className={css.muted}>You have not written an idea yet.</p> : null}
        <ul className={css.list} aria-label="Your ideas">
          {mine.map((idea) =>
            editing === idea.id ? (
              <li key={idea.id} className={css.ideaCard}>
                <IdeaEditor
                  initial={idea}
                  label="Edit your idea"
                  showNameOption={showNameOption}
                  submitLabel="Save"
                  pending={save.isPending}
                  onSubmit={(text, showName) => save.mutate({ id: idea.id, text, showName })}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={idea.id} className={css.ideaCard}>
                <p className={css.text}>{idea.text}</p>
                <div className={css.rowBetween}>
                  <Tag tone={idea.showName ? 'info' : 'neutral'} icon={idea.showName ? 'eye' : 'eye-off'}>
                    {idea.showName ? 'Shows your name' : 'Anonymous'}
                  </Tag>
                  {canWrite ? (
                    <div className={css.row}>
                      <IconButton
                        size="sm"
                        icon={<Icon name="pencil" size="sm" />}
                        tooltip="Edit"
                        onClick={() => setEditing(idea.id)}
                        label={`Edit idea: ${idea.text}`}
                      />
                      <IconButton
                        size="sm"
                        tone="critical"
                        icon={<Icon name="trash" size="sm" />}
                        tooltip="Delete"
                        loading={remove.isPending && remove.variables === idea.id}
                        onClick={() => remove.mutate(idea.id)}
                        label={`Delete idea: ${idea.text}`}
                      />
                    </div>
                  ) : null}
                </div>
              </li>
            ),
          )}
        </ul>
      </section>
      {canWrite ? (
        <div className={css.rowBetween}>
          <span className={css.muted}>
            {phase.readyCount} of {phase.eligibleCount} done writing
          </span>
          <Button
            variant={phase.viewerReady ? 'soft' : 'outline'}
            startIcon={<Icon name="check" size="sm" />}
            onClick={() => ready.mutate(!phase.viewerReady)}
            aria-pressed={phase.viewerReady}
          >
            {phase.viewerReady ? 'Done writing (undo)' : "I'm done writing"}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** Every idea, revealed at once, in this viewer's order. The host may hide an off-topic idea. */
export function IdeasBoard({
  meeting,
  data,
  selectable,
  selected,
  onToggle,
}: {
  meeting: MeetingDetail;
  data: IdeasResponse;
  selectable?: boolean;
  selected?: ReadonlySet<string>;
  onToggle?: (id: string) => void;
}) {
  const hide = useMeetingMutation(
    meeting.id,
    ({ id, hidden }: { id: string; hidden: boolean }) => meetingsApi.hideIdea(id, hidden),
    {
      error: 'Could not hide the idea',
    },
  );
  const isHost = meeting.viewerRole === 'host';
  const visible = data.ideas.filter((idea) => isHost || !idea.hidden);
  if (!data.revealed) {
    return (
      <p className={css.muted} role="status">
        The ideas are not revealed yet: {data.submittedCount} of {data.eligibleCount} people have written.
      </p>
    );
  }
  if (visible.length === 0) return <p className={css.muted}>No ideas were written.</p>;
  const groupTitle = new Map(data.groups.map((group) => [group.id, group.title]));
  return (
    <ul className={css.ideaGrid} aria-label="Revealed ideas">
      {visible.map((idea) => (
        <li key={idea.id} className={idea.hidden ? `${css.ideaCard} ${css.hiddenIdea}` : css.ideaCard}>
          {selectable ? (
            <Checkbox
              label={<span className={css.text}>{idea.text}</span>}
              checked={selected?.has(idea.id) ?? false}
              onCheckedChange={() => onToggle?.(idea.id)}
            />
          ) : (
            <p className={css.text}>{idea.text}</p>
          )}
          <div className={css.row}>
            <span className={css.muted}>{idea.authorName ?? 'Anonymous'}</span>
            {idea.isMine ? <Tag tone="accent">Yours</Tag> : null}
            {idea.groupId && groupTitle.get(idea.groupId) ? (
              <Tag tone="info" icon="layers">
                {groupTitle.get(idea.groupId)}
              </Tag>
            ) : null}
            {idea.hidden ? (
              <Tag tone="warning" icon="eye-off">
                Hidden
              </Tag>
            ) : null}
            {isHost && meeting.status === 'live' ? (
              <Button
                size="sm"
                variant="ghost"
                tone="neutral"
                aria-label={`${idea.hidden ? 'Show' : 'Hide'} idea: ${idea.text}`}
                onClick={() => hide.mutate({ id: idea.id, hidden: !idea.hidden })}
              >
                {idea.hidden ? 'Show' : 'Hide'}
              </Button>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The ideas of the phase (or of the ideation before it), revealed or not. */
export function RevealedIdeas({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const ideas = useIdeas(meeting, phase);
  if (ideas.isPending) return <QueryState status="loading" message="Loading the ideas…" />;
  if (ideas.isError)
    return (
      <QueryState
        status="error"
        message={`Could not load the ideas: ${errorText(ideas.error)}`}
        onRetry={() => void ideas.refetch()}
      />
    );
  return <IdeasBoard meeting={meeting} data={ideas.data} />;
}

/** Group similar ideas into themes: tick ideas, name the theme. */
export function GroupPanel({ meeting, phase }: { meeting: MeetingDetail; phase: PhaseView }) {
  const ideas = useIdeas(meeting, phase);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [title, setTitle] = useState('');
  const group = useMeetingMutation(
    meeting.id,
    meetingsApi.saveGroup,
    { error: 'Could not group the ideas', success: (g) => `Theme "${g.title}" saved` },
    () => {
      setSelected(new Set());
      setTitle('');
    },
  );
  if (ideas.isPending) return <QueryState status="loading" message="Loading the ideas…" />;
  if (ideas.isError)
    return (
      <QueryState
        status="error"
        message={`Could not load the ideas: ${errorText(ideas.error)}`}
        onRetry={() => void ideas.refetch()}
      />
    );
  const canGroup = meeting.viewerCanContribute && phase.status === 'active' && meeting.status === 'live';
  return (
    <div className={css.stack}>
      {ideas.data.groups.length ? (
        <ul className={`${css.row} ${css.plainList}`} aria-label="Themes">
          {ideas.data.groups.map((g) => (
            <li key={g.id}>
              <Tag tone="info" icon="layers">
                {g.title} ({g.ideaIds.length})
              </Tag>
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.muted}>No themes yet. Tick similar ideas and name their theme.</p>
      )}
      {canGroup ? (
        <form
          className={css.row}
          onSubmit={(event) => {
            event.preventDefault();
            if (!title.trim() || selected.size === 0) return;
            group.mutate({ meetingId: meeting.id, title: title.trim(), ideaIds: [...selected] });
          }}
        >
          <TextField
            className={css.grow}
            label="Theme name"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
          <Button
            type="submit"
            className={css.endAligned}
            disabled={!title.trim() || selected.size === 0}
            loading={group.isPending}
          >
            Group {selected.size || ''} selected
          </Button>
        </form>
      ) : null}
      <IdeasBoard
        meeting={meeting}
        data={ideas.data}
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
    </div>
  );
}
