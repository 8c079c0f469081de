import { ADMIN_BASE_PATHS as BASE } from '@/shared/contracts/admin-config-base';
import { ADMIN_CONFIG_PERMISSIONS as P } from '@/shared/contracts/admin-config-common';
import { ADMIN_DICTIONARY_PATHS as DICT } from '@/shared/contracts/admin-config-dictionaries';
import { ADMIN_LANG_PATHS as LANG } from '@/shared/contracts/admin-config-lang';
import { ADMIN_MENU_PATHS as MENU } from '@/shared/contracts/admin-config-menus';
import { ADMIN_SETTINGS_PATHS as SET } from '@/shared/contracts/admin-config-settings';
import { ADMIN_SMS_PATHS as SMS } from '@/shared/contracts/admin-config-sms';
import type { AdminEndpoint } from './admin-endpoint';

const post = (path: string, body: Record<string, unknown>, permission: string): AdminEndpoint => ({
  method: 'POST',
  path,
  body,
  permission,
});
const get = (path: string, permission: string): AdminEndpoint => ({
  method: 'GET',
  path,
  body: {},
  permission,
});

/**
 * Every configuration administration endpoint (paths without the /bidprocurement prefix; GET calls
 * carry their parameters in the query string) with a valid minimal body and the function code it
 * needs. Ids are placeholders: an allowed role may get NOT_FOUND or CONFLICT, never FORBIDDEN; a
 * role without the grant gets FORBIDDEN. Dictionary and system configuration calls need the screen
 * of their type: 'dictionary' / 'systemConfig' for '00', 'dictionaryBiz' / 'systemConfigBiz' for '01';
 * id-based ones accept either screen before the id is looked up (listed with the '00' screen).
 * Public reads (getSystemSource, agreement get) and getRegionChildren (any signed-in user) are not listed.
 */
export const CONFIG_ADMIN_ENDPOINTS: readonly AdminEndpoint[] = [
  post(MENU.getFunctionList, {}, P.menuManagement),
  get(`${MENU.getFunctionDetail}?id=missing`, P.menuManagement),
  post(
    MENU.addFunction,
    { functionName: 'Matrix', functionLevel: 0, labelKey: 'menu:home', menuType: '00' },
    P.menuManagement,
  ),
  post(
    MENU.addFunctionMiddle,
    { functionName: 'Matrix', functionLevel: 0, labelKey: 'menu:home', menuType: '00', position: 0 },
    P.menuManagement,
  ),
  post(
    MENU.updateFunction,
    { id: 'missing', functionName: 'Matrix', functionLevel: 0, labelKey: 'menu:home', menuType: '00' },
    P.menuManagement,
  ),
  post(`${MENU.deleteFunction}?id=missing`, {}, P.menuManagement),
  post(MENU.getIconSelectList, {}, P.menuManagement),
  post(MENU.getTopFunctionManageList, {}, P.topMenu),
  post(MENU.getTopFunctionSelectList, {}, P.topMenu),
  post(MENU.updateTopFunction, { id: 'missing', isTop: true }, P.topMenu),
  post(MENU.getIconPage, {}, P.platformConfig),
  post(MENU.saveOrUpdateIcon, { iconStyle: 'matrix', name: 'Matrix' }, P.platformConfig),
  post(MENU.deleteIcon, { id: 'missing' }, P.platformConfig),

  post(DICT.getGroupPage, { dictType: '00' }, P.dictionary),
  post(DICT.getGroupPage, { dictType: '01' }, P.dictionaryBiz),
  post(DICT.saveOrUpdateGroup, { groupCode: 'matrix00', groupName: 'Matrix', dictType: '00' }, P.dictionary),
  post(
    DICT.saveOrUpdateGroup,
    { groupCode: 'matrix01', groupName: 'Matrix', dictType: '01' },
    P.dictionaryBiz,
  ),
  post(DICT.deleteGroup, { id: 'missing' }, P.dictionary),
  post(DICT.getTypeTree, { groupId: 'missing' }, P.dictionary),
  post(
    DICT.saveOrUpdateType,
    { groupId: 'missing', typecode: '01', nameZh: '是', nameEn: 'Yes', nameFr: 'Oui' },
    P.dictionary,
  ),
  post(DICT.deleteType, { id: 'missing' }, P.dictionary),

  post(LANG.getMutiLanglist, { namespace: 'menu' }, P.internationalLanguage),
  post(LANG.getNamespaceList, {}, P.internationalLanguage),
  post(
    LANG.addOrUpdate,
    { lang: 'en', namespace: 'menu', key: 'matrixKey', value: 'Matrix' },
    P.internationalLanguage,
  ),
  post(LANG.get, { lang: 'en', namespace: 'menu', key: 'home' }, P.internationalLanguage),
  post(LANG.delete, { lang: 'en', namespace: 'menu', key: 'missingKey' }, P.internationalLanguage),

  post(SMS.getSmsConfig, {}, P.smsConfig),
  post(SMS.saveSmsConfig, { provider: 'log' }, P.smsConfig),
  post(SMS.getSmsLogPage, {}, P.smsConfig),
  post(SMS.getTemplatePage, {}, P.smsTemplate),
  get(`${SMS.getTemplateDetail}?id=missing`, P.smsTemplate),
  post(
    SMS.saveOrUpdateTemplate,
    { code: 'MATRIX', name: 'Matrix', content: 'Hello {{code}}' },
    P.smsTemplate,
  ),
  post(SMS.deleteTemplate, { id: 'missing' }, P.smsTemplate),

  post(BASE.getRegionTree, {}, P.regionManage),
  get(`${BASE.getRegionDetail}?id=missing`, P.regionManage),
  post(BASE.saveOrUpdateRegion, { code: '999999', name: 'Matrix' }, P.regionManage),
  post(BASE.deleteRegion, { id: 'missing' }, P.regionManage),
  post(BASE.getHolidayList, { year: 2026 }, P.holidayManage),
  post(BASE.saveHoliday, { day: '2030-01-01', dayType: '00', name: 'Matrix' }, P.holidayManage),
  post(BASE.deleteHoliday, { id: 'missing' }, P.holidayManage),

  post(SET.getSystemConfigPage, { configType: '00' }, P.systemConfig),
  post(SET.getSystemConfigPage, { configType: '01' }, P.systemConfigBiz),
  get(`${SET.getSystemConfig}?id=missing`, P.systemConfig),
  post(
    SET.saveOrUpdateSystemConfig,
    { configType: '00', configKey: 'matrix', configValue: '1' },
    P.systemConfig,
  ),
  post(
    SET.saveOrUpdateSystemConfig,
    { configType: '01', configKey: 'matrix', configValue: '1' },
    P.systemConfigBiz,
  ),
  post(SET.deleteSystemConfig, { id: 'missing' }, P.systemConfig),
  post(SET.getAgreementPage, {}, P.agreement),
  get(`${SET.getAgreementDetail}?id=missing`, P.agreement),
  post(
    SET.saveOrUpdateAgreement,
    {
      code: 'MATRIX',
      titleZh: '矩阵',
      titleEn: 'Matrix',
      titleFr: 'Matrice',
      contentZh: '内容',
      contentEn: 'Content',
      contentFr: 'Contenu',
    },
    P.agreement,
  ),
  post(SET.deleteAgreement, { id: 'missing' }, P.agreement),
];
