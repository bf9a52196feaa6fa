// The operator's command line, run on the platform's database while the site runs: PostgreSQL
// when DATABASE_URL is set, else the SQLite file under DATA_DIR (WAL: safe beside the site).
//   npm run operator -- rounds [category_code]          rounds waiting for a result
//   npm run operator -- result <round_id> <3-top> <2-bottom> [3-front,3-front] [3-bottom,3-bottom] [--by NAME]
//                                                       official result of an outside draw: preview, and
//                                                       settle unless a second person must confirm
//   npm run operator -- result-confirm <round_id> <staged_id> [--by NAME]   the second person's confirmation
//   npm run operator -- void <round_id> <reason...> [--by NAME]            no result: refund every bill
//   npm run operator -- settle <round_id>               close now, settle from its own draw / shots
//   npm run operator -- yeekee-round <minutes>          an extra Yeekee round, open from now
//   npm run operator -- extra-round <category_code> <minutes>   an extra round of an outside draw
//   npm run operator -- source [category_code [committed|external]] [--by NAME]
//                                                       where a category's next rounds get their numbers
//   npm run operator -- setting [key [value]] [--by NAME]   read the settings, or change one (checked, audited)
//   npm run operator -- results import <file> [--source NAME] [--by NAME]
//   npm run operator -- results fetch [--by NAME]   the government draws since the newest, from the configured sources
//                                                       government draws from an archive file (the seed's format)
//   npm run operator -- outbox [phone]                  text messages the embedded platform sent
//   npm run operator -- line-outbox                     LINE messages not sent: waiting, blocked, given up
//   npm run operator -- credit <phone> <wallet_type_id> <baht> [--by NAME]
//                                                       put money into a member's wallet (negative: take)
//   npm run operator -- points <phone> <points> [--by NAME]   give (or take) a member's points
//   npm run operator -- game <game_code> on|off         open or close a game
//   npm run operator -- provider <provider_code> on|off open or close a provider's every game
//   npm run operator -- withdrawals [pending|paid|rejected]   members' withdrawal requests
//   npm run operator -- approve <id> [transfer_ref] | reject <id> <reason> [--by NAME]   pay one, or give it back
//   npm run operator -- bonus <phone> <baht> <turnover_multiple> [--by NAME]   bonus credit + its turnover
//   npm run operator -- responsible <phone>             a member's daily limits and break
//   npm run operator -- deposits [pending|paid|rejected|expired|cancelled]   members' deposit requests
//   npm run operator -- find-deposit <amount>           every request of that exact amount, any status
//   npm run operator -- confirm <id> | reject-deposit <id> <reason> [--by NAME]   credit one, or refuse it
//   npm run operator -- staff add <name> <role> | staff disable <name> <reason> | staff list [--by NAME]
//                                                       back-office staff: a one-time enrolment link
//   npm run operator -- device add <agent bank account> <smsforwarder|sms-gateway> | device list |
//                       device pause|resume|revoke <id> [--by NAME]   the phones that forward bank texts
//   npm run operator -- texts | text-dealt <text id> [note] [--by NAME]   bank texts waiting for a cashier
//   npm run operator -- copy-to-postgres <url>          the SQLite database in DATA_DIR into an empty PostgreSQL one
//   npm run operator -- backup <file> | restore <file>  SQLite's online backup of DATA_DIR's database; put one back
import { enableCompileCache } from 'node:module';

// Each run loads the whole platform from TypeScript; Node keeps the compiled modules on disk
// (os.tmpdir()), so a run after the first takes about three quarters of the time. The commands
// are imported after, for the cache to cover them.
enableCompileCache();
const { main } = await import('./cli-commands.ts');
process.exitCode = await main(process.argv.slice(2));
