// The overrides of the interface texts per language (the server's admin-lang).
export { LangManagement } from './components/lang-management';
