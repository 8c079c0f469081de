// Menus and functions, the top menu and the menu icons (the server's admin-functions).
export { IconManagement } from './components/icon-management';
export { MenuManagement } from './components/menu-management';
export { TopMenu } from './components/top-menu';
