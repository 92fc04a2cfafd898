import { Session } from './session';
const s = new Session({ profile: { first_name: 'A', last_name: 'B', date_of_birth: '1980-01-01' } });
s.greet();
for (const m of process.argv.slice(2)) { const r = s.say(m); console.log('>', m, '\n', r.text.slice(0, 400), r.plan.asked, JSON.stringify(Session.proposalOf(r))); }
