/**
 * The project dashboard (/apps/dashboards/project): a greeting with the user's name, the project picker (from
 * `GET /api/project-dashboard-app/projects`, kept in the URL as `?project=`), and the widgets of
 * `GET /api/project-dashboard-app/widgets` in the tabs Home, Budget and Team (`?tab=`). The range chosen per
 * widget and the weather's units are kept with the user's settings (a reload keeps them).
 */
import type { Project } from '@chorus/mock-handlers/contracts';
import { authStore, PageSimple, useDocumentTitle } from '@chorus/shell';
import { QueryStatus, Select, Tabs, TabsContent, TabsList, TabsTrigger } from '@chorus/ui';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { errorText } from '../../../lib/query';
import { dashboardsApi, dashboardsKeys } from '../../dashboards.api';
import '../../dashboards.icons';
import { useNamedProject } from '../../dashboards.names';
import { usePreferences } from '../../dashboards.prefs';
import { useT } from '../../i18n';
import * as css from '../../views/dashboards.css';
import { ProjectBudget, ProjectHome, ProjectTeam } from '../../views/Project';

const tabs = { home: 'tab.home', budget: 'tab.budget', team: 'tab.team' } as const;
type Tab = keyof typeof tabs;
const isTab = (value: string | null): value is Tab => value !== null && Object.hasOwn(tabs, value);

/** Sets or clears (`null`) one search parameter, replacing the history entry. */
function useParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  return [
    params.get(name),
    (value) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
  ];
}

function ProjectPicker({ projects }: { projects: readonly Project[] }) {
  const t = useT();
  const [requested, setProject] = useParam('project');
  const current = projects.find((project) => project.id === requested) ?? projects[0];
  return (
    <Select
      label={t('project.picker')}
      className={css.picker}
      value={current?.id ?? ''}
      onChange={(event) => setProject(event.target.value)}
      options={projects.map((project) => ({ value: project.id, label: project.name }))}
    />
  );
}

function Widgets() {
  const t = useT();
  const [prefs, setPreference] = usePreferences();
  const [requested, setTab] = useParam('tab');
  const tab: Tab = isTab(requested) ? requested : 'home';
  const query = useQuery({
    queryKey: dashboardsKeys.project,
    queryFn: ({ signal }) => dashboardsApi.projectWidgets(signal),
  });
  // The widgets' titles, words and ranges in the viewer's language (the API names them in English).
  const data = useNamedProject(query.data);
  return (
    <Tabs value={tab} onValueChange={(value) => setTab(value === 'home' ? null : value)}>
      <TabsList aria-label={t('tabs.label')}>
        {(Object.keys(tabs) as Tab[]).map((value) => (
          <TabsTrigger key={value} value={value}>
            {t(tabs[value])}
          </TabsTrigger>
        ))}
      </TabsList>
      {(Object.keys(tabs) as Tab[]).map((value) => (
        <TabsContent key={value} value={value} className={css.panel}>
          <QueryStatus
            query={query}
            isEmpty={!!data && data.summary.length === 0 && data.budget.rows.length === 0}
            empty={{ title: t('project.empty'), icon: 'rocket' }}
            loading={t('project.loading')}
            error={(reason) => t('project.error', { reason: errorText(reason) })}
            reserve="40rem"
          >
            {data && value === 'home' ? (
              <ProjectHome widgets={data} prefs={prefs} onPreference={setPreference} />
            ) : data && value === 'budget' ? (
              <ProjectBudget widgets={data} />
            ) : data ? (
              <ProjectTeam widgets={data} />
            ) : null}
          </QueryStatus>
        </TabsContent>
      ))}
    </Tabs>
  );
}

export function ProjectScreen() {
  const t = useT();
  useDocumentTitle(t('project.title'));
  const { user } = useSnapshot(authStore);
  const projects = useQuery({
    queryKey: dashboardsKeys.projects,
    queryFn: ({ signal }) => dashboardsApi.projects(signal),
  });
  return (
    <PageSimple
      header={
        <div className={css.header}>
          <div className={css.headerText}>
            <p className={css.muted}>{t('project.title')}</p>
            <h1 className={css.pageTitle}>{t('project.greeting', { name: user.data.displayName })}</h1>
          </div>
          <QueryStatus
            query={projects}
            isEmpty={projects.data?.length === 0}
            empty={{ title: t('project.noProjects'), icon: 'rocket' }}
            loading={t('project.projectsLoading')}
            error={(reason) => t('project.projectsError', { reason: errorText(reason) })}
          >
            {projects.data ? <ProjectPicker projects={projects.data} /> : null}
          </QueryStatus>
        </div>
      }
      content={<Widgets />}
    />
  );
}

export default ProjectScreen;
