/** A demo account. `demo` is the one the README tells newcomers to log in with. */
export interface DemoPerson {
  username: string;
  fullName: string;
  bio: string;
  verified?: boolean;
  private?: boolean;
  /** 2 or 3 marks a professional account. */
  accountType?: 1 | 2 | 3;
  category?: string;
  link?: string;
  /** Whether `demo` follows this account; by default it follows the public ones (see followedByDemo). */
  demoFollows?: boolean;
}

/**
 * The demo network's people (36 accounts). `demo` follows the public ones among the first
 * twenty-two (where its stories and conversations are) and not the last thirteen public ones, whose
 * posts fill its Explore and who make its suggestions (docs/behaviour/search.md#the-demo-data).
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  { username: 'demo', fullName: 'Demo User', bio: 'Trying out Lumen. 📷', link: 'https://example.com/demo' },
  {
    username: 'lin.xiaoyu',
    fullName: '林小雨',
    bio: '上海 · 街头摄影 · 咖啡',
    verified: true,
    accountType: 3,
    category: '摄影师',
  },
  { username: 'chen_wei', fullName: '陈伟', bio: '山和海都爱 ⛰️🌊' },
  {
    username: 'ana.lima',
    fullName: 'Ana Lima',
    bio: 'Lisbon light chaser',
    accountType: 3,
    category: 'Photographer',
    link: 'https://example.com/ana',
  },
  { username: 'kenji.sato', fullName: '佐藤健司', bio: 'Tokyo nights, film and digital', verified: true },
  { username: 'mia_rossi', fullName: 'Mia Rossi', bio: 'Pasta, plants and postcards' },
  { username: 'zhang.hao', fullName: '张浩', bio: '程序员 / 周末徒步', private: true },
  { username: 'noah.becker', fullName: 'Noah Becker', bio: 'Berlin ↔ Alps' },
  {
    username: 'sofia.garcia',
    fullName: 'Sofía García',
    bio: 'Color is a language',
    accountType: 2,
    category: 'Artist',
  },
  { username: 'wang.lei', fullName: '王磊', bio: '城市夜景收集者' },
  { username: 'olivia.brown', fullName: 'Olivia Brown', bio: 'Coffee first. Then photos.' },
  { username: 'li.na', fullName: '李娜', bio: '花与日常', verified: true },
  { username: 'lucas.martin', fullName: 'Lucas Martin', bio: 'Surf, sand and sunsets' },
  { username: 'emma.wilson', fullName: 'Emma Wilson', bio: 'Slow travel diaries' },
  { username: 'huang.min', fullName: '黄敏', bio: '设计师 · 喜欢几何', accountType: 2, category: '设计师' },
  { username: 'yuki.tanaka', fullName: '田中由紀', bio: 'Flowers and quiet mornings' },
  { username: 'liam.oconnor', fullName: "Liam O'Connor", bio: 'Dublin. Rain. Repeat.' },
  { username: 'zhou.jie', fullName: '周杰', bio: '跑步 / 日落 / 猫', private: true },
  { username: 'isabella.costa', fullName: 'Isabella Costa', bio: 'Beach days forever' },
  { username: 'daniel.kim', fullName: 'Daniel Kim', bio: 'Seoul-based visual diary' },
  { username: 'xu.ting', fullName: '徐婷', bio: '咖啡馆地图 ☕', accountType: 3, category: '咖啡店' },
  { username: 'ethan.clark', fullName: 'Ethan Clark', bio: 'Forests and fog' },
  { username: 'chloe.dubois', fullName: 'Chloé Dubois', bio: 'Paris, petit à petit', demoFollows: false },
  { username: 'sun.yang', fullName: '孙阳', bio: '沙漠与星空', demoFollows: false },
  { username: 'priya.sharma', fullName: 'Priya Sharma', bio: 'Mumbai monsoon lover', demoFollows: false },
  { username: 'mateo.silva', fullName: 'Mateo Silva', bio: 'Skylines & skate', demoFollows: false },
  { username: 'gao.yan', fullName: '高燕', bio: '记录生活中的小确幸', demoFollows: false },
  { username: 'hannah.schmidt', fullName: 'Hannah Schmidt', bio: 'Minimal, mostly', demoFollows: false },
  { username: 'ryo.yamamoto', fullName: '山本亮', bio: 'Night walks', demoFollows: false },
  { username: 'zoe.taylor', fullName: 'Zoe Taylor', bio: 'Plants > people (jk)', demoFollows: false },
  { username: 'ma.chao', fullName: '马超', bio: '北京 · 建筑 · 光影', verified: true, demoFollows: false },
  { username: 'amelia.jones', fullName: 'Amelia Jones', bio: 'Latte art in progress', demoFollows: false },
  { username: 'he.jing', fullName: '何静', bio: '海边长大的孩子', private: true, demoFollows: true },
  { username: 'leo.fischer', fullName: 'Leo Fischer', bio: 'Abstract shapes, loud colours', demoFollows: false },
  { username: 'tang.yu', fullName: '唐宇', bio: '一年 365 个日落', demoFollows: false },
  { username: 'grace.lee', fullName: 'Grace Lee', bio: 'Somewhere between here and there', demoFollows: false },
];

/**
 * Whether `demo` follows a person: the public accounts unless marked otherwise, and he.jing, the
 * one private account it follows (docs/behaviour/search.md#the-demo-data).
 */
export function followedByDemo(person: DemoPerson): boolean {
  return person.demoFollows ?? !person.private;
}
