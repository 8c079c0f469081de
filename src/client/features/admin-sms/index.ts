// The SMS gateway settings, its log and the SMS templates (the server's admin-sms).
export { SmsConfigPage } from './components/sms-config-page';
export { SmsTemplatePage } from './components/sms-template-page';
