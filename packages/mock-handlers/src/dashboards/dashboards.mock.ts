import { defineMock } from '../lib/mock';
import { dashboardsHandlers } from './dashboards.handlers';

/** A template page (the navigation's Templates group: admin and staff). */
export const dashboardsMock = defineMock({ id: 'dashboards', handlers: dashboardsHandlers, access: 'staff' });
