import { randomId } from '@/shared/format/random-id';
import type { AuthService } from '../../auth/auth-service';
import { translate } from '../../../lib/translate';
import type { AssistantIntent } from '../intent-registry';

/** Questions that ask how to do something go to the help, not to the data. */
const HOW_TO = /\bhow\b|\bcomment\b|如何|怎么|怎样|步骤/;

/** The asker's organisations and roles, read through the sign-in service (their own pairs only). */
export function accountIntents(auth: AuthService): AssistantIntent[] {
  return [
    {
      id: 'account.organisations',
      patterns: [
        /\b(my|which|what)\b.*\b(organi[sz]ations?|orgs?|roles?|companies|company)\b/,
        /(我的|我有|我在|我属于|哪些|哪个|几个).*(组织|机构|单位|角色)|(组织|机构|单位|角色).*(我|哪些)/,
        /\b(mes|mon|ma|quels?|quelles?)\b.*\b(organisations?|roles?|societes?)\b/,
      ],
      async answer(ctx) {
        if (HOW_TO.test(ctx.normalised)) return null;
        const t = (key: string, vars?: Record<string, string | number>) =>
          translate(ctx.lang, `assistant:${key}`, vars);
        const list = await auth.departRoleList({ actor: ctx.actor, lang: ctx.lang, requestId: randomId() });
        const orgs = list.commonUserDepartListVoList;
        const current = orgs.find((o) => o.departId === ctx.actor.departId);
        const currentRole = current?.commonUserRoleDepartListVoList.find(
          (r) => r.roleId === ctx.actor.roleId,
        );
        const lines = orgs.map((o) =>
          t('intent.orgLine', {
            name: o.departName,
            roles: o.commonUserRoleDepartListVoList.map((r) => r.roleName).join(', '),
          }),
        );
        const text = [
          t('intent.orgTotal', { count: orgs.length }),
          ...lines,
          current
            ? t('intent.orgCurrent', { name: current.departName, role: currentRole?.roleName ?? '' })
            : '',
          orgs.length > 1 ? t('intent.orgSwitch') : '',
        ]
          .filter(Boolean)
          .join('\n');
        return {
          text,
          facts: [text],
          // The switch-organisation dialog opens from the top bar of every shell page; home is one.
          sources: orgs.map((o) => ({
            kind: 'record' as const,
            id: `org:${o.departId}`,
            title: o.departName,
            route: '/home',
          })),
        };
      },
    },
  ];
}
