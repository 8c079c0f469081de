// Agreements, holidays, regions and system settings (the server's admin-settings).
export { AgreementPage } from './components/agreement-page';
export { HolidayPage } from './components/holiday-page';
export { RegionPage } from './components/region-page';
export { SystemConfigPage } from './components/system-config-page';
