import type { SceneKind } from './scenes.js';

/** Caption openings per scene kind, in both languages the product ships. */
export const CAPTIONS: Record<SceneKind, readonly string[]> = {
  sunset: [
    '周末的日落 🌅',
    'Golden hour never gets old',
    '今天的天空像一幅画',
    'Chasing the last light',
    '山那边的晚霞',
  ],
  ocean: ['听海的声音 🌊', 'Salt in the air, sand in my hair', '海边的下午', 'Blue on blue', 'The tide knows the way'],
  city: [
    '城市的夜晚不睡觉 🌃',
    'City lights from the rooftop',
    '加班后的风景',
    'Neon dreams',
    'Every window is a story',
  ],
  forest: ['森林浴 🌲', 'Into the woods again', '雾气里的松树', 'Quiet trails, loud birds', 'Breathing green'],
  abstract: ['颜色的游戏', 'Shapes and feelings', '今天的灵感', 'Playing with circles', 'Overlaps'],
  coffee: ['今天的第一杯 ☕', 'Latte art level: heart', '咖啡续命', 'Slow mornings', 'Flat white kind of day'],
  flowers: ['春天来了 🌸', 'Picked these on my walk', '花开正好', 'Petals everywhere', 'A little colour for your feed'],
  dunes: ['沙漠的线条', 'Endless dunes', '风吹过的痕迹', 'Sand, sky, silence', '在沙丘上看日出'],
};

/** Hashtags per scene kind. */
export const HASHTAGS: Record<SceneKind, readonly string[]> = {
  sunset: ['sunset', 'goldenhour', '日落', 'sky', 'mountains'],
  ocean: ['ocean', 'sea', '海边', 'waves', 'summer'],
  city: ['citylights', 'nightphotography', '夜景', 'urban', 'skyline'],
  forest: ['forest', 'nature', '森林', 'hiking', 'fog'],
  abstract: ['abstract', 'art', '设计', 'color', 'minimal'],
  coffee: ['coffee', 'latteart', '咖啡', 'morning', 'cafe'],
  flowers: ['flowers', 'spring', '花', 'bloom', 'garden'],
  dunes: ['desert', 'dunes', '沙漠', 'travel', 'wanderlust'],
};

/** Comments people leave. */
export const COMMENTS: readonly string[] = [
  '太美了！',
  'Wow 😍',
  'This is stunning',
  '好想去这里',
  'Where is this?',
  '构图绝了',
  'Love the colours',
  '🔥🔥🔥',
  '氛围感拉满',
  'Saving this one',
  'Goals.',
  '下次带我一起',
  'Beautiful light',
  '这是哪里呀？',
  'So peaceful',
];
