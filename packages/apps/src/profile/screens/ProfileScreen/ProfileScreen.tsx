/**
 * Profile (/pages/profile): the signed-in user's name and photo, and the tabs Timeline, Photos & Videos and
 * About (`?tab=`; arrow keys move between the tabs). Each tab reads its own endpoint when it is first shown.
 */
import { authStore, PageSimple, useDocumentTitle } from '@chorus/shell';
import { Avatar, QueryStatus, Tabs, TabsContent, TabsList, TabsTrigger, Text } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { errorText } from '../../../lib/query';
import { useT } from '../../i18n';
import { profileApi, profileKeys } from '../../profile.api';
import '../../profile.icons';
import { About } from '../../views/About/About';
import { PhotosVideos } from '../../views/PhotosVideos/PhotosVideos';
import * as css from '../../views/profile.css';
import { Timeline } from '../../views/Timeline/Timeline';

const tabs = {
  timeline: 'tab.timeline',
  'photos-videos': 'tab.photosVideos',
  about: 'tab.about',
} as const;
type Tab = keyof typeof tabs;
const isTab = (value: string | null): value is Tab => value !== null && Object.hasOwn(tabs, value);

function TimelineTab() {
  const t = useT();
  const query = useQuery({
    queryKey: profileKeys.timeline,
    queryFn: ({ signal }) => profileApi.timeline(signal),
  });
  const data = query.data;
  return (
    <QueryStatus
      query={query}
      isEmpty={!!data && data.posts.length === 0 && data.activities.length === 0}
      empty={{ title: t('timeline.empty'), icon: 'message-square' }}
      loading={t('timeline.loading')}
      error={(reason) => t('timeline.error', { reason: errorText(reason) })}
      reserve="24rem"
    >
      {data ? <Timeline timeline={data} /> : null}
    </QueryStatus>
  );
}

function PhotosVideosTab() {
  const t = useT();
  const query = useQuery({
    queryKey: profileKeys.photosVideos,
    queryFn: ({ signal }) => profileApi.photosVideos(signal),
  });
  return (
    <QueryStatus
      query={query}
      isEmpty={query.data?.length === 0}
      empty={{ title: t('photos.empty'), icon: 'image' }}
      loading={t('photos.loading')}
      error={(reason) => t('photos.error', { reason: errorText(reason) })}
      reserve="24rem"
    >
      {query.data ? <PhotosVideos albums={query.data} /> : null}
    </QueryStatus>
  );
}

function AboutTab() {
  const t = useT();
  const query = useQuery({ queryKey: profileKeys.about, queryFn: ({ signal }) => profileApi.about(signal) });
  return (
    <QueryStatus
      query={query}
      loading={t('about.loading')}
      error={(reason) => t('about.error', { reason: errorText(reason) })}
      reserve="24rem"
    >
      {query.data ? <About about={query.data} /> : null}
    </QueryStatus>
  );
}

export function ProfileScreen() {
  const t = useT();
  const { user } = useSnapshot(authStore);
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'timeline';
  useDocumentTitle(t(tabs[tab]));
  const name = user.data.displayName;
  return (
    <PageSimple
      header={
        <div className={css.header}>
          <Avatar src={user.data.photoURL} name={name} size="xl" decorative />
          <div className={css.headerText}>
            <Text size="sm" tone="muted">
              {t('page.title')}
            </Text>
            <h1 className={css.pageName}>{name}</h1>
          </div>
        </div>
      }
      content={
        <Tabs
          value={tab}
          onValueChange={(value) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value === 'timeline') next.delete('tab');
                else next.set('tab', value);
                return next;
              },
              { replace: true },
            )
          }
        >
          <TabsList aria-label={t('tabs.label')}>
            {(Object.keys(tabs) as Tab[]).map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(tabs[value])}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="timeline" className={css.panel}>
            <TimelineTab />
          </TabsContent>
          <TabsContent value="photos-videos" className={css.panel}>
            <PhotosVideosTab />
          </TabsContent>
          <TabsContent value="about" className={css.panel}>
            <AboutTab />
          </TabsContent>
        </Tabs>
      }
    />
  );
}

export default ProfileScreen;
