import { PURCHASE_STATUS as P } from '@/shared/codes/procurement';
import { CONTRACT_STATUS as C } from '@/shared/codes/results';
import { METHOD, ocdsValue, STATUS_DETAILS, TENDER_STATUS } from './codes';
import type {
  OcdsAward,
  OcdsContract,
  OcdsOrgRef,
  OcdsParty,
  OcdsReleaseBody,
  OcdsTender,
} from './ocds-types';

/** The project's public state at the change, as the service read it in the change's transaction. */
export interface PublicState {
  project: {
    id: string;
    name: string;
    description: string | null;
    tenderMethod: string;
    budget: string;
    status: string;
    publishedAt: string;
    signupEndTime: string;
    quoteEndTime: string;
    buyerOrgId: string;
    agencyOrgId: string | null;
  };
  names: ReadonlyMap<string, string>;
  documents: readonly { id: string; file_name: string; mime: string; created_at: string; url: string }[];
  amendments: readonly {
    id: string;
    version: number;
    at: string;
    old_quote_end_time: string;
    new_quote_end_time: string;
  }[];
  /** Null until the opening is public (05 and after): nothing of an offer shows before it. */
  tenderers: readonly string[] | null;
  candidates: readonly { org_id: string; price: string; rank: number | null; decided_at: string }[];
  winners: readonly { org_id: string; price: string; confirmed_at: string }[];
  contracts: readonly {
    id: string;
    org_id: string;
    amount: string;
    status: string;
    signed_on: string | null;
    created_at: string;
  }[];
  /** A signed-on day (YYYY-MM-DD) as an instant in the business zone. */
  dayStart: (day: string) => string;
}

export const awardId = (projectId: string, orgId: string) => `${projectId}-award-${orgId}`;

const withValue = <T extends object>(item: T, text: string) => {
  const value = ocdsValue(text);
  return value ? { ...item, value } : item;
};

function tenderOf(state: PublicState, ref: (id: string) => OcdsOrgRef): OcdsTender {
  const { project } = state;
  const method = METHOD[project.tenderMethod] ?? { method: 'open', details: project.tenderMethod };
  const tender = withValue(
    {
      id: project.id,
      title: project.name,
      ...(project.description ? { description: project.description } : {}),
      status: TENDER_STATUS[project.status] ?? 'active',
      statusDetails: STATUS_DETAILS[project.status] ?? project.status,
      procurementMethod: method.method,
      procurementMethodDetails: method.details,
      submissionMethod: ['electronicSubmission'],
      tenderPeriod: { startDate: project.publishedAt, endDate: project.quoteEndTime },
      enquiryPeriod: { startDate: project.publishedAt, endDate: project.signupEndTime },
      procuringEntity: ref(project.agencyOrgId ?? project.buyerOrgId),
    },
    project.budget,
  ) as OcdsTender;
  if (state.documents.length)
    tender.documents = state.documents.map((d) => ({
      id: d.id,
      documentType: 'tenderNotice',
      title: d.file_name,
      url: d.url,
      datePublished: d.created_at,
      format: d.mime,
    }));
  if (state.amendments.length)
    tender.amendments = state.amendments.map((a) => ({
      id: `${project.id}-amendment-${a.version}`,
      date: a.at,
      rationale: 'Amendment of the tender notice',
      description: `Quote end time moved from ${a.old_quote_end_time} to ${a.new_quote_end_time}`,
    }));
  if (state.tenderers) {
    tender.tenderers = state.tenderers.map(ref);
    tender.numberOfTenderers = state.tenderers.length;
  }
  return tender;
}

/** Candidates while publicity runs (pending); at conclusion the winners are active, the others unsuccessful. */
function awardsOf(state: PublicState, ref: (id: string) => OcdsOrgRef): OcdsAward[] {
  const { project } = state;
  if (project.status !== P.PUBLICITY && project.status !== P.CONCLUDED) return [];
  const concluded = project.status === P.CONCLUDED;
  const awards: OcdsAward[] = [];
  const won = new Set(concluded ? state.winners.map((w) => w.org_id) : []);
  if (concluded)
    for (const w of state.winners)
      awards.push(
        withValue(
          {
            id: awardId(project.id, w.org_id),
            title: project.name,
            status: 'active',
            date: w.confirmed_at,
            suppliers: [ref(w.org_id)],
          },
          w.price,
        ) as OcdsAward,
      );
  for (const c of state.candidates)
    if (!won.has(c.org_id))
      awards.push(
        withValue(
          {
            id: awardId(project.id, c.org_id),
            title: project.name,
            status: concluded ? 'unsuccessful' : 'pending',
            date: c.decided_at,
            suppliers: [ref(c.org_id)],
          },
          c.price,
        ) as OcdsAward,
      );
  return awards;
}

/** A contract shows once it leaves "to sign": signed, performing, finished or terminated. */
function contractsOf(state: PublicState): OcdsContract[] {
  if (state.project.status !== P.CONCLUDED) return [];
  return state.contracts
    .filter((c) => c.status !== C.TO_SIGN)
    .map((c) => {
      const status =
        c.status === C.SIGNED || c.status === C.PERFORMING
          ? 'active'
          : c.status === C.TERMINATED && !c.signed_on
            ? 'cancelled'
            : 'terminated';
      return withValue(
        {
          id: c.id,
          awardID: awardId(state.project.id, c.org_id),
          title: state.project.name,
          status,
          ...(c.signed_on ? { dateSigned: state.dayStart(c.signed_on) } : {}),
        },
        c.amount,
      ) as OcdsContract;
    });
}

export function buildRelease(state: PublicState): OcdsReleaseBody {
  const { project, names } = state;
  const parties = new Map<string, OcdsParty>();
  const ref = (id: string): OcdsOrgRef => ({ id, name: names.get(id) ?? id });
  const role = (id: string, r: string) => {
    const party = parties.get(id) ?? { ...ref(id), roles: [] };
    if (!party.roles.includes(r)) party.roles.push(r);
    parties.set(id, party);
  };
  role(project.buyerOrgId, 'buyer');
  role(project.agencyOrgId ?? project.buyerOrgId, 'procuringEntity');
  const tender = tenderOf(state, ref);
  for (const id of state.tenderers ?? []) role(id, 'tenderer');
  const awards = awardsOf(state, ref);
  for (const a of awards) if (a.status === 'active') for (const s of a.suppliers) role(s.id, 'supplier');
  const contracts = contractsOf(state);
  return {
    initiationType: 'tender',
    language: 'zh',
    parties: [...parties.values()],
    buyer: ref(project.buyerOrgId),
    tender,
    ...(awards.length ? { awards } : {}),
    ...(contracts.length ? { contracts } : {}),
  };
}
