/** Initiatives (§2): the list and the details page with its meetings and decision log. */
import { authRoles } from '@chorus/shell';
import { registerIconLoaders } from '@chorus/ui';
import { lazyScreen } from '../lib/lazyScreen';
import { navTitle } from '../lib/navigation/navTitle';
registerIconLoaders({ lightbulb: () => import('lucide-react/icons/lightbulb') });
export const initiativesModule = {
    id: 'initiatives',
    title: 'Initiatives',
    icon: 'lightbulb',
    auth: authRoles.user,
    navigationSection: 'product',
    navigation: [
        {
            id: 'initiatives',
            title: navTitle('initiatives'),
            type: 'item',
            icon: 'lightbulb',
            url: '/apps/initiatives',
        },
    ],
    routes: [
        { path: '/apps/initiatives', lazy: lazyScreen(() => import('./screens/InitiativesPage')) },
        { path: '/apps/initiatives/details', lazy: lazyScreen(() => import('./screens/InitiativeDetailsPage')) },
    ],
};
