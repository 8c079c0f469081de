/**
 * Rows the configuration tables start with (written once by migration 006; administrators own them
 * afterwards). Frozen with the migration: later defaults belong in a later migration.
 */

export const INITIAL_ICONS = [
  'appstore',
  'home',
  'refresh',
  'setting',
  'control',
  'shop',
  'apartment',
  'user',
  'idcard',
  'team',
  'safety',
  'solution',
  'bank',
  'menu',
  'book',
  'global',
  'message',
  'environment',
  'calendar',
  'tool',
  'file-text',
  'profile',
  'database',
  'cloud',
] as const;

/** [configType, key, value, remark] */
export const INITIAL_SYSTEM_CONFIGS: readonly (readonly [string, string, string, string])[] = [
  ['00', 'systemSource', '00', '系统来源（00 否，01 是，02 其他）'],
  ['01', 'quoteMinDays', '5', '报价截止时间距发布的最少天数'],
  ['01', 'amendMinDays', '3', '变更后距报价截止时间的最少天数'],
  ['01', 'publicityDays', '3', '结果公示的最少日历天数'],
];

/** [code, name, children] with national administrative division codes. */
type RegionSeed = readonly [code: string, name: string, children?: readonly RegionSeed[]];

export const INITIAL_REGIONS: readonly RegionSeed[] = [
  [
    '110000',
    '北京市',
    [
      [
        '110100',
        '北京市市辖区',
        [
          ['110101', '东城区'],
          ['110102', '西城区'],
        ],
      ],
    ],
  ],
  [
    '310000',
    '上海市',
    [
      [
        '310100',
        '上海市市辖区',
        [
          ['310101', '黄浦区'],
          ['310104', '徐汇区'],
        ],
      ],
    ],
  ],
  [
    '320000',
    '江苏省',
    [
      ['320100', '南京市'],
      ['320500', '苏州市'],
    ],
  ],
  [
    '330000',
    '浙江省',
    [
      ['330100', '杭州市'],
      ['330200', '宁波市'],
    ],
  ],
  [
    '440000',
    '广东省',
    [
      ['440100', '广州市'],
      ['440300', '深圳市'],
    ],
  ],
];

export const REGISTER_AGREEMENT = {
  code: 'REGISTER',
  title: { zh: '用户注册协议', en: 'User registration agreement', fr: "Conditions d'inscription" },
  content: {
    zh: [
      '欢迎注册本电子招标采购平台。',
      '一、您应保证注册信息真实、准确、完整，并在信息变化时及时更新。',
      '二、您应妥善保管账号和密码，因保管不善造成的损失由您自行承担。',
      '三、您在平台上的投标、报价等行为应遵守法律法规和招标文件的规定，平台记录的操作日志可作为依据。',
      '四、平台依法保护您的个人信息，仅在提供服务所必需的范围内使用。',
    ].join('\n\n'),
    en: [
      'Welcome to the electronic tendering and procurement platform.',
      '1. You guarantee that your registration information is true, accurate and complete, and you keep it up to date.',
      '2. You keep your account and password safe; losses caused by careless keeping are your own.',
      '3. Your bids and offers on the platform follow the law and the tender documents; the operation log recorded by the platform serves as evidence.',
      '4. The platform protects your personal information and uses it only as far as the service requires.',
    ].join('\n\n'),
    fr: [
      "Bienvenue sur la plateforme électronique d'appels d'offres et d'achats.",
      "1. Vous garantissez que vos informations d'inscription sont exactes et complètes, et vous les tenez à jour.",
      '2. Vous gardez votre compte et votre mot de passe en sécurité ; les pertes dues à une garde négligente sont à votre charge.',
      "3. Vos offres sur la plateforme respectent la loi et les documents de l'appel d'offres ; le journal des opérations de la plateforme fait foi.",
      '4. La plateforme protège vos données personnelles et ne les utilise que dans la mesure nécessaire au service.',
    ].join('\n\n'),
  },
} as const;
