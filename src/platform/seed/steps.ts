// The ordered seed steps. Append new steps at the end; a step runs once per database.
import type { SeedStep } from '../db/seed.ts';
import { agentContentWords, agentData } from './agent.ts';
import { referenceData } from './banks.ts';
import { demoMember } from './demo-member.ts';
import { gameCatalogue } from './games.ts';
import { lottoData } from './lotto.ts';
import { promptpayAccounts } from './payments.ts';
import { rewardsData } from './rewards.ts';
import { promotionsData } from './promotions.ts';
import { wheelPrizes } from './wheel.ts';
import { questsAndShopData } from './quests-shop.ts';
import { pollsData } from './polls.ts';
import { baccaratHistory } from './baccarat-history.ts';
import { governmentHistory } from './government-history.ts';
import { honestCatalogue } from './honest-catalogue.ts';
import { contentPages } from './content-pages.ts';

export const seedSteps: readonly SeedStep[] = [
  referenceData,
  agentData,
  demoMember,
  lottoData,
  agentContentWords,
  gameCatalogue,
  promptpayAccounts,
  rewardsData,
  promotionsData,
  wheelPrizes,
  questsAndShopData,
  pollsData,
  baccaratHistory,
  governmentHistory,
  honestCatalogue,
  contentPages,
];
