import { fuzzShard } from './fuzz-suite';

fuzzShard(2);
