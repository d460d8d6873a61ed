/**
 * The profile's timeline: posts (a message, a photo or video, or a shared article; likes, shares and the
 * comments) and, beside them (below on a phone), the latest activity.
 */
import type { Activity, Post, Timeline as TimelineData } from '@chorus/mock-handlers/contracts';
import { Avatar, Card, Icon, Text } from '@chorus/ui';
import { useId } from 'react';
import { Time } from '../../../lib/format';
import { useT } from '../../i18n';
import * as css from '../profile.css';

type Media = NonNullable<Post['media']>;

export interface TimelineProps {
  timeline: TimelineData;
}

export function Timeline({ timeline }: TimelineProps) {
  const t = useT();
  const postsId = useId();
  const activityId = useId();
  return (
    <div className={css.timeline}>
      <section aria-labelledby={postsId} className={css.plainList}>
        <h2 id={postsId} className={css.sectionTitle}>
          {t('timeline.posts')}
        </h2>
        {timeline.posts.length === 0 ? (
          <Text tone="muted">{t('timeline.noPosts')}</Text>
        ) : (
          timeline.posts.map((post) => <PostCard key={post.id} post={post} />)
        )}
      </section>
      <Card as="section" aria-labelledby={activityId} padding="md">
        <div className={css.plainList}>
          <h2 id={activityId} className={css.sectionTitle}>
            {t('timeline.activities')}
          </h2>
          {timeline.activities.length === 0 ? (
            <Text tone="muted">{t('timeline.noActivities')}</Text>
          ) : (
            <ul className={css.plainList}>
              {timeline.activities.map((activity) => (
                <ActivityItem key={activity.id} activity={activity} />
              ))}
            </ul>
          )}
        </div>
      </Card>
    </div>
  );
}

function ActivityItem({ activity }: { activity: Activity }) {
  return (
    <li className={css.activity}>
      <Avatar src={activity.user.avatar} name={activity.user.name} size="sm" decorative />
      <div className={css.bylineText}>
        <Text size="sm">
          <Text weight="semibold">{activity.user.name}</Text> {activity.message}
        </Text>
        <Text size="xs" tone="muted">
          <Time value={activity.time} />
        </Text>
      </div>
    </li>
  );
}

function MediaFigure({ media }: { media: Media }) {
  const t = useT();
  return (
    <figure className={css.media}>
      <img className={css.mediaImage} src={media.preview} alt={media.title} loading="lazy" />
      {media.type === 'video' ? (
        <span className={css.videoBadge}>
          <Icon name="play" size="xs" />
          {t('post.video')}
        </span>
      ) : null}
    </figure>
  );
}

export function PostCard({ post }: { post: Post }) {
  const t = useT();
  return (
    <Card as="article" padding="md" aria-label={t('post.label', { name: post.user.name })}>
      <div className={css.plainList}>
        <div className={css.byline}>
          <Avatar src={post.user.avatar} name={post.user.name} decorative />
          <div className={css.bylineText}>
            <Text size="sm">
              <Text weight="semibold">{post.user.name}</Text> {t('post.action', { type: post.type })}
            </Text>
            <Text size="xs" tone="muted">
              <Time value={post.time} format="dateTime" />
            </Text>
          </div>
        </div>
        {post.message ? <p className={css.message}>{post.message}</p> : null}
        {post.media ? <MediaFigure media={post.media} /> : null}
        {post.article ? (
          <div className={css.article}>
            <img
              className={css.mediaImage}
              src={post.article.media.preview}
              alt={post.article.media.title}
              loading="lazy"
            />
            <div className={css.articleText}>
              <Text weight="semibold">{post.article.title}</Text>
              <Text size="sm" tone="muted">
                {post.article.subtitle}
              </Text>
              <Text size="sm">{post.article.excerpt}</Text>
            </div>
          </div>
        ) : null}
        <ul className={css.counts}>
          <li className={css.count}>
            <Icon name="heart" size="sm" />
            {t('post.likes', { count: post.like })}
          </li>
          <li className={css.count}>
            <Icon name="share" size="sm" />
            {t('post.shares', { count: post.share })}
          </li>
          <li className={css.count}>
            <Icon name="message-square" size="sm" />
            {t('post.comments', { count: post.comments.length })}
          </li>
        </ul>
        {post.comments.length > 0 ? (
          <ul className={css.comments}>
            {post.comments.map((comment) => (
              <li key={comment.id} className={css.comment}>
                <Avatar src={comment.user.avatar} name={comment.user.name} size="sm" decorative />
                <div className={css.commentBody}>
                  <Text size="sm" weight="semibold">
                    {comment.user.name}
                  </Text>
                  <Text size="sm">{comment.message}</Text>
                  <Text size="xs" tone="muted">
                    <Time value={comment.time} />
                  </Text>
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </Card>
  );
}
