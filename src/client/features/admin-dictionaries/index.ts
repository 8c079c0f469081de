// The system and business dictionaries: groups and their types (the server's admin-dictionaries).
export { DictionaryScreen } from './components/dictionary-screen';
