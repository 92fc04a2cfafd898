/** Every dialogue set of the chat benchmark, in the order they are reported (bench/chat/run.ts, perturb.ts). */
import { HELD_OUT } from './heldout';
import { HELD_OUT_2 } from './heldout2';
import { HELD_OUT_3 } from './heldout3';
import { HELD_OUT_4 } from './heldout4';
import { HELD_OUT_5 } from './heldout5';
import { HELD_OUT_6 } from './heldout6';
import { HELD_OUT_7 } from './heldout7';
import { HELD_OUT_8 } from './heldout8';
import { HELD_OUT_9 } from './heldout9';
import { HELD_OUT_10 } from './heldout10';
import { HELD_OUT_11 } from './heldout11';
import { HELD_OUT_12 } from './heldout12';
import { HELD_OUT_13 } from './heldout13';
import { HELD_OUT_14 } from './heldout14';
import { HELD_OUT_15 } from './heldout15';
import { HELD_OUT_16 } from './heldout16';
import { HELD_OUT_17 } from './heldout17';
import { HELD_OUT_18 } from './heldout18';
import { HELD_OUT_19 } from './heldout19';
import { HELD_OUT_20 } from './heldout20';
import { HELD_OUT_21 } from './heldout21';
import { HELD_OUT_22 } from './heldout22';
import { HELD_OUT_23 } from './heldout23';
import { HELD_OUT_24 } from './heldout24';
import { HELD_OUT_25 } from './heldout25';
import { HELD_OUT_26 } from './heldout26';
import { HELD_OUT_27 } from './heldout27';
import { HELD_OUT_28 } from './heldout28';
import { HELD_OUT_29 } from './heldout29';
import { HELD_OUT_30 } from './heldout30';
import { HELD_OUT_31 } from './heldout31';
import { HELD_OUT_32 } from './heldout32';
import { HELD_OUT_33 } from './heldout33';
import { HELD_OUT_34 } from './heldout34';
import { HELD_OUT_35 } from './heldout35';
import { HELD_OUT_36 } from './heldout36';
import { HELD_OUT_37 } from './heldout37';
import { HELD_OUT_38 } from './heldout38';
import { HELD_OUT_39 } from './heldout39';
import { HELD_OUT_40 } from './heldout40';
import { HELD_OUT_41 } from './heldout41';
import { HELD_OUT_42 } from './heldout42';
import { HELD_OUT_43 } from './heldout43';
import { HELD_OUT_44 } from './heldout44';
import { HELD_OUT_45 } from './heldout45';
import { HELD_OUT_46 } from './heldout46';
import { SUITE } from './suite';
import type { Case } from './types';

export const ALL_SETS: Array<{ name: string; cases: Case[] }> = [
  { name: 'tuning', cases: SUITE },
  { name: 'held-out 1', cases: HELD_OUT },
  { name: 'held-out 2', cases: HELD_OUT_2 },
  { name: 'held-out 3', cases: HELD_OUT_3 },
  { name: 'held-out 4', cases: HELD_OUT_4 },
  { name: 'held-out 5', cases: HELD_OUT_5 },
  { name: 'held-out 6', cases: HELD_OUT_6 },
  { name: 'held-out 7', cases: HELD_OUT_7 },
  { name: 'held-out 8', cases: HELD_OUT_8 },
  { name: 'held-out 9', cases: HELD_OUT_9 },
  { name: 'held-out 10', cases: HELD_OUT_10 },
  { name: 'held-out 11', cases: HELD_OUT_11 },
  { name: 'held-out 12', cases: HELD_OUT_12 },
  { name: 'held-out 13', cases: HELD_OUT_13 },
  { name: 'held-out 14', cases: HELD_OUT_14 },
  { name: 'held-out 15', cases: HELD_OUT_15 },
  { name: 'held-out 16', cases: HELD_OUT_16 },
  { name: 'held-out 17', cases: HELD_OUT_17 },
  { name: 'held-out 18', cases: HELD_OUT_18 },
  { name: 'held-out 19', cases: HELD_OUT_19 },
  { name: 'held-out 20', cases: HELD_OUT_20 },
  { name: 'held-out 21', cases: HELD_OUT_21 },
  { name: 'held-out 22', cases: HELD_OUT_22 },
  { name: 'held-out 23', cases: HELD_OUT_23 },
  { name: 'held-out 24', cases: HELD_OUT_24 },
  { name: 'held-out 25', cases: HELD_OUT_25 },
  { name: 'held-out 26', cases: HELD_OUT_26 },
  { name: 'held-out 27', cases: HELD_OUT_27 },
  { name: 'held-out 28', cases: HELD_OUT_28 },
  { name: 'held-out 29', cases: HELD_OUT_29 },
  { name: 'held-out 30', cases: HELD_OUT_30 },
  { name: 'held-out 31', cases: HELD_OUT_31 },
  { name: 'held-out 32', cases: HELD_OUT_32 },
  { name: 'held-out 33', cases: HELD_OUT_33 },
  { name: 'held-out 34', cases: HELD_OUT_34 },
  { name: 'held-out 35', cases: HELD_OUT_35 },
  { name: 'held-out 36', cases: HELD_OUT_36 },
  { name: 'held-out 37', cases: HELD_OUT_37 },
  { name: 'held-out 38', cases: HELD_OUT_38 },
  { name: 'held-out 39', cases: HELD_OUT_39 },
  { name: 'held-out 40', cases: HELD_OUT_40 },
  { name: 'held-out 41', cases: HELD_OUT_41 },
  { name: 'held-out 42', cases: HELD_OUT_42 },
  { name: 'held-out 43', cases: HELD_OUT_43 },
  { name: 'held-out 44', cases: HELD_OUT_44 },
  { name: 'held-out 45', cases: HELD_OUT_45 },
  { name: 'held-out 46', cases: HELD_OUT_46 },
];
