import { CRITERION_KIND, EVALUATION_STEP } from '@/shared/codes/evaluation';

/** The evaluation demo's project, steps and criteria (seed-evaluation.ts). */
export const DEMO_EVALUATION_PROJECT_CODE = 'BL-DEMO-0502';
export const PROJECT_ID = 'demo-project-bl-demo-0502';
export const STEPS = [
  EVALUATION_STEP.COMPLIANCE,
  EVALUATION_STEP.COMMERCIAL_TECHNICAL,
  EVALUATION_STEP.PRICE,
];
export const CRITERIA = [
  {
    id: 'c1',
    step: EVALUATION_STEP.COMPLIANCE,
    name: '资格证明文件齐全',
    kind: CRITERION_KIND.PASS,
    max: null,
  },
  {
    id: 'c2',
    step: EVALUATION_STEP.COMPLIANCE,
    name: '投标有效期满足要求',
    kind: CRITERION_KIND.PASS,
    max: null,
  },
  {
    id: 'c3',
    step: EVALUATION_STEP.COMMERCIAL_TECHNICAL,
    name: '技术方案',
    kind: CRITERION_KIND.SCORE,
    max: '40.00',
  },
  {
    id: 'c4',
    step: EVALUATION_STEP.COMMERCIAL_TECHNICAL,
    name: '售后服务',
    kind: CRITERION_KIND.SCORE,
    max: '20.00',
  },
  {
    id: 'c5',
    step: EVALUATION_STEP.COMMERCIAL_TECHNICAL,
    name: '业绩与信誉',
    kind: CRITERION_KIND.SCORE,
    max: '10.00',
  },
] as const;
/** The others' technical scores per offer (expert02 scored; expert03 has not yet). */
export const EXPERT02_POINTS = [
  ['34.5', '16', '8'],
  ['31', '18.5', '9'],
];
