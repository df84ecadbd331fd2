/**
 * Generated from compromise 14.17.0 by __tests__/verb-forms.test.ts (`npm run verb-forms`): do not edit.
 * The forms of the synonym table's verbs, each spelling compromise reads as one of them, and
 * the words its lexicon holds as adjectives and never as a verb.
 */
import type { VerbForms } from './inflect.js'

export const VERB_FORMS: Readonly<Record<string, VerbForms>> = {
  "create": {
    "infinitive": "create",
    "gerund": "creating",
    "present": "creates",
    "past": "created"
  },
  "add": {
    "infinitive": "add",
    "gerund": "adding",
    "present": "adds",
    "past": "added"
  },
  "make": {
    "infinitive": "make",
    "gerund": "making",
    "present": "makes",
    "past": "made"
  },
  "open": {
    "infinitive": "open",
    "gerund": "opening",
    "present": "opens",
    "past": "opened"
  },
  "get": {
    "infinitive": "get",
    "gerund": "getting",
    "present": "gets",
    "past": "got"
  },
  "fetch": {
    "infinitive": "fetch",
    "gerund": "fetching",
    "present": "fetches",
    "past": "fetched"
  },
  "read": {
    "infinitive": "read",
    "gerund": "reading",
    "present": "reads",
    "past": "read"
  },
  "show": {
    "infinitive": "show",
    "gerund": "showing",
    "present": "shows",
    "past": "showed"
  },
  "retrieve": {
    "infinitive": "retrieve",
    "gerund": "retrieving",
    "present": "retrieves",
    "past": "retrieved"
  },
  "list": {
    "infinitive": "list",
    "gerund": "listing",
    "present": "lists",
    "past": "listed"
  },
  "enumerate": {
    "infinitive": "enumerate",
    "gerund": "enumerating",
    "present": "enumerates",
    "past": "enumerated"
  },
  "update": {
    "infinitive": "update",
    "gerund": "updating",
    "present": "updates",
    "past": "updated"
  },
  "edit": {
    "infinitive": "edit",
    "gerund": "editing",
    "present": "edits",
    "past": "edited"
  },
  "modify": {
    "infinitive": "modify",
    "gerund": "modifying",
    "present": "modifies",
    "past": "modified"
  },
  "change": {
    "infinitive": "change",
    "gerund": "changing",
    "present": "changes",
    "past": "changed"
  },
  "set": {
    "infinitive": "set",
    "gerund": "setting",
    "present": "sets",
    "past": "set"
  },
  "delete": {
    "infinitive": "delete",
    "gerund": "deleting",
    "present": "deletes",
    "past": "deleted"
  },
  "remove": {
    "infinitive": "remove",
    "gerund": "removing",
    "present": "removes",
    "past": "removed"
  },
  "destroy": {
    "infinitive": "destroy",
    "gerund": "destroying",
    "present": "destroys",
    "past": "destroyed"
  },
  "search": {
    "infinitive": "search",
    "gerund": "searching",
    "present": "searches",
    "past": "searched"
  },
  "find": {
    "infinitive": "find",
    "gerund": "finding",
    "present": "finds",
    "past": "found"
  },
  "query": {
    "infinitive": "query",
    "gerund": "querying",
    "present": "queries",
    "past": "queried"
  },
  "send": {
    "infinitive": "send",
    "gerund": "sending",
    "present": "sends",
    "past": "sent"
  },
  "post": {
    "infinitive": "post",
    "gerund": "posting",
    "present": "posts",
    "past": "posted"
  },
  "run": {
    "infinitive": "run",
    "gerund": "running",
    "present": "runs",
    "past": "ran"
  },
  "execute": {
    "infinitive": "execute",
    "gerund": "executing",
    "present": "executes",
    "past": "executed"
  },
  "start": {
    "infinitive": "start",
    "gerund": "starting",
    "present": "starts",
    "past": "started"
  },
  "trigger": {
    "infinitive": "trigger",
    "gerund": "triggering",
    "present": "triggers",
    "past": "triggered"
  },
  "close": {
    "infinitive": "close",
    "gerund": "closing",
    "present": "closes",
    "past": "closed"
  },
  "resolve": {
    "infinitive": "resolve",
    "gerund": "resolving",
    "present": "resolves",
    "past": "resolved"
  },
  "write": {
    "infinitive": "write",
    "gerund": "writing",
    "present": "writes",
    "past": "wrote"
  },
  "save": {
    "infinitive": "save",
    "gerund": "saving",
    "present": "saves",
    "past": "saved"
  },
  "stop": {
    "infinitive": "stop",
    "gerund": "stopping",
    "present": "stops",
    "past": "stopped"
  },
  "cancel": {
    "infinitive": "cancel",
    "gerund": "cancelling",
    "present": "cancels",
    "past": "cancelled"
  },
  "deploy": {
    "infinitive": "deploy",
    "gerund": "deploying",
    "present": "deploys",
    "past": "deployed"
  },
  "release": {
    "infinitive": "release",
    "gerund": "releasing",
    "present": "releases",
    "past": "released"
  }
}

export const VERB_OF: Readonly<Record<string, string>> = {
  "added": "add",
  "adding": "add",
  "adds": "add",
  "canceled": "cancel",
  "canceling": "cancel",
  "cancelled": "cancel",
  "cancelling": "cancel",
  "cancels": "cancel",
  "changed": "change",
  "changeing": "change",
  "changes": "change",
  "changing": "change",
  "closed": "close",
  "closeing": "close",
  "closes": "close",
  "closing": "close",
  "created": "create",
  "createing": "create",
  "creates": "create",
  "creating": "create",
  "deleted": "delete",
  "deleteing": "delete",
  "deletes": "delete",
  "deleting": "delete",
  "deployed": "deploy",
  "deploying": "deploy",
  "deploys": "deploy",
  "destroyed": "destroy",
  "destroying": "destroy",
  "destroys": "destroy",
  "edited": "edit",
  "editing": "edit",
  "edits": "edit",
  "enumerated": "enumerate",
  "enumerateing": "enumerate",
  "enumerates": "enumerate",
  "enumerating": "enumerate",
  "executed": "execute",
  "executeing": "execute",
  "executes": "execute",
  "executing": "execute",
  "fetched": "fetch",
  "fetches": "fetch",
  "fetching": "fetch",
  "fetchs": "fetch",
  "finded": "find",
  "finding": "find",
  "finds": "find",
  "found": "find",
  "gets": "get",
  "getting": "get",
  "got": "get",
  "gotten": "get",
  "listed": "list",
  "listing": "list",
  "lists": "list",
  "made": "make",
  "makeing": "make",
  "makes": "make",
  "making": "make",
  "modified": "modify",
  "modifies": "modify",
  "modifyed": "modify",
  "modifying": "modify",
  "modifys": "modify",
  "opened": "open",
  "opening": "open",
  "opens": "open",
  "posted": "post",
  "posting": "post",
  "posts": "post",
  "queried": "query",
  "queries": "query",
  "queryed": "query",
  "querying": "query",
  "querys": "query",
  "ran": "run",
  "readed": "read",
  "reading": "read",
  "reads": "read",
  "released": "release",
  "releaseing": "release",
  "releases": "release",
  "releasing": "release",
  "removed": "remove",
  "removeing": "remove",
  "removes": "remove",
  "removing": "remove",
  "resolved": "resolve",
  "resolveing": "resolve",
  "resolves": "resolve",
  "resolving": "resolve",
  "retrieved": "retrieve",
  "retrieveing": "retrieve",
  "retrieves": "retrieve",
  "retrieving": "retrieve",
  "running": "run",
  "runs": "run",
  "saved": "save",
  "saveing": "save",
  "saves": "save",
  "saving": "save",
  "searched": "search",
  "searches": "search",
  "searching": "search",
  "searchs": "search",
  "sended": "send",
  "sending": "send",
  "sends": "send",
  "sent": "send",
  "sets": "set",
  "setting": "set",
  "showed": "show",
  "showing": "show",
  "shown": "show",
  "shows": "show",
  "started": "start",
  "starting": "start",
  "starts": "start",
  "stopped": "stop",
  "stopping": "stop",
  "stops": "stop",
  "triggered": "trigger",
  "triggering": "trigger",
  "triggers": "trigger",
  "updated": "update",
  "updateing": "update",
  "updates": "update",
  "updating": "update",
  "writeing": "write",
  "writes": "write",
  "writing": "write",
  "written": "write",
  "wrote": "write"
}

export const ADJECTIVES: ReadonlySet<string> = new Set("abandoned aberrant abject ablaze able aboard above abreast abrupt absent absolute absorbed abstract abstruse absurd absurder absurdest abundant academic accelerating accepted accommodating accompanying accurate aching acknowledged acquiescent actual acute adamant adept adequate adjusted adolescent adopted adult advanced adverse affected affectionate affluent afraid against aged aggressive agile agonizing agonzing agreeable ahead alarmed alarming alcoholic alert alighter alightest alike alive alkaline all alleged alone aloof alright altered alternate alternative amazed amazing ample amusing angrier angriest angry animated annoying antarctic anticipated antiquated antique antsy appalled appalling apparent appealing appetizing applied appreciated appropriate approximater approximatest apt arab arbitrary archival arctic armed arresting arrogant articulater articulatest artificial artsy ashen asleep aspiring associated assumed assured assuring astonishing astounding astute attractive auditory augmented austere authentic authorized autoimmune average awake awarded aware awesome awesomer awesomest awkward backwards bad baffled baffling baked balanced bald balder baldest bankrupter bankruptest bare barren based battered bawdier bawdiest bawdy beautiful becoming behind belated bella beloved below beneath beneficial benign bent beside bestselling better bewildered bewildering bewitching beyond biased big bigger biggest bigtime binding bipartisan bitter bitterest bizarre blacker blackest bland blander blandest blessed blind blinded blinding blithe blond blonder blondest bloodier bloodiest bloody blue bluer bluest blunter bluntest boggling bogus boiled boiling bold bolder boldest boldface bonafide booming bored boring bottled bottom bouncier bounciest bouncing bouncy bound bourgeois brash brasher brashest brave braver bravest breathtaking brief bright brighter brightest brilliant brillianter brilliantest brisk broad broader broadest broken bronze brown browner brownest bruised bruising brute buff buffest burlier burliest burly burned burnt busier busiest bustling busy caged cageier cageiest cagey calculated calmer calmest calming captivating cardiac careful caring celebate celebrated centralized certain certified challenging changing charged charmed charming cheap cheaper cheapest cheery cheesier cheesiest cheesy chewy chief chilled chillier chilliest chilling chilly chintzy circumspect civil classic classified cleanest clearer clearest clever cleverer cleverest clockwise closed closer closest closing cloudier cloudiest cloudy cluttered coarse coarser coarsest coded coercive cogent cognizant cold colder coldest colonial colored colossal coloured comatose combined comforting comic commanding commensurate commercial common commoner commonest communist companion compassionate compelling competing completer completest complex complicated compromising compulsory concave conceited concentrated concerning concise concrete condescending conducive conflicting confused confusing congruent conjoint conjugal conjugater conjugatest consequent considered consolidated conspiring constant constituent consummater consummatest contemporary content continuing contradictory contrary contrasting contributing contrite controlled controlling convertable cooked cooler coolest cooperative corporate correcter correctest corresponding corrupter corruptest costlier costliest costly counterclockwise counterfeiter counterfeittest covered covert cowardlier cowardliest cowardly coy cozier coziest cozy cracked crafty cramped craven crazed creepy crippling crisp crisper crispest crowded crucial crude cruel crueler cruelest crushed crystalline cuddlier cuddliest cuddly cultivated cunning cured curlier curliest curly curmudgeonly customary customized cute cuter cutest cutesy cutting daily damaged damaging dampened damper dampest dangerous dapper daring dark darling dashing dated daunting dazed dazzled dead deader deadest deadlier deadliest deadly deadpan deaf deafer deafest dear dearer dearest debilitating decayed deceased deceiving decentralized declining decorated decreasing dedicated deep deeper deepest deferred defiant defined defining definite deformed defuser defusest degenerate degrading delayed deliberater deliberatest delicate delighted delightful delighting demanding demeaning demographic demoralizing demure dense denser densest dependent depressed deranged derelict derivative deserving desperate despondent destitute desultory detailed determined devastating developed devoid devoted devout didactic difficult diffuser diffusest dignified dim diminished dire directed directer directest direr direst dirtier dirtiest dirty disabled disappointing disarming disciplined discounted discouraged discreet discrete diseased disgruntled disgusting disheartening disjoint disparate dissenting distant distinct distorted distracting distressed disturbed disturbing divergent diverse divine diviner divinest dizzier dizziest dizzy dizzying docile dominant done dormant doting doubler doublest doubtful drained dreary dried driest drifting drowsy drunk drunker drunkest due duller dullest dumb dumber dumbest dustier dustiest dusty eager earlier earliest early earnest earnester earthlier earthliest earthly easier easiest east eastern easterner easternest easy easygoing edified educated eerie eerier eeriest efficient elaborater elaboratest elated elder elderly electrifying elegant eliciter elicittest elite eloquent emaciated embarrassed emergent emerging eminent empowering emptier emptiest enabling enamored enchanted encouraging endearing enduring energizing engaged engaging enhanced enlivening enough enriching ensuing ensured enthralling enticing entire epic equal equipped erect erstwhile escaped essential essentialer essentialest established ethereal everyday evil eviler evilest exact exacting exaggerated exasperating excess excited executive exempter exemptest exhausting exhilarating existing expanded expected expedient experienced expert explicit exploding exposed expresser expressest exquisite extended extra extravagant extreme extremer extremest exuberant exultant fabled faded failed fainter faintest fair faker fakest false famed familiar fancier fanciest far farther fascinated faster fastest fat faultier faultiest faulty faux favorite favourite feared feeble feebler feeblest fellow female feminine feminist fertile fervent fetching fewer fierce fiercer fiercest fiery final financial financialer financialest fine finer finished finite firmer firmest fitted fitting fixed flagrant flaming flat flattering flattest flavored flavoured flirtier flirtiest flirty floating flowering flowery flowing fluent fluid fluorescent flustered foamier foamiest foamy focused folksy fond fonder fondest foolish foregoing foreign foreseeable forgetful formal formaler formalest former forthcoming fortunate fouler foulest founding fractured fragile fragmented fragrant frail frailer frailest framed frank franker frankest frantic freer freest freezing frequent fresh fresher freshest fretful fried friendlier friendliest friendly frightening frilly fringer fringest frozen frugal frustrating fugitive fulfilling full fullest funer funest funnier funniest funny furrier furriest furry furthest future gaier gainful gauche gaudier gaudiest gaudy gay gayest general generic genious gentle gentler gentlest genuine genuiner genuinest ghastlier ghastliest ghastly ghostlier ghostliest ghostly giant gianter giantest giddier giddiest giddy gifted gigantic glad gladder gladest glaring gleaming glib glibber glibest global gloomier gloomiest gloomy gold golden good goofier goofiest goofy graceful graiest grand grander grandest graphic grateful gratified grating gratis grave gray grayer greasy great greater greatest greedier greediest greedy green greener greenest greier grey greyest grilled grim grimest grimmer gripping grislier grisliest grisly grizzled groovier grooviest groovy gross grosser grossest groundbreaking growing grueling gruesome gruesomer gruesomest guarded guided guilty hairy half hallowed hammered handsome handsomer handsomest handsy handy happier happiest happy hard hardcore harder hardest hardier hardiest hardworking hardy harmed harsh harsher harshest hateful headier headiest heady healing heartier heartiest heartwarming hearty heated heavenlier heavenliest heavenly heavier heaviest heavy heftier heftiest hefty hellish helpful hesitant hesitanter hesitantest high higher highest highfalutin hillier hilliest hilly hispanic hoary hobby hollower hollowest homeless homelier homeliest homely homesick honest honorary hooked horrific horrified hostile hot hotter hottest hourly huge huger hugest humane humble humbled humbler humblest humdrum humid humider humidest humiliating hungrier hungriest hungry icier iciest icy ideal idler idlest ignorant ill illegal illegitimate iller illest illicit illiterate illuminated immature immediate immense imminent impartial impending imperfect implicit implied impolite important imported imposing impressionist improper improved inaccurate inadequate inane inappropriate inbred incomplete inconsiderate incorporating incorrect increased increasing incumbent indebted indefinite independent indeterminate indie indirect individual indoor indulgent inept inert infected inferior infinite inflated influential informed infrared infrequent infuriated ingrown inhibitory initial injured innate inner innocent inordinate insane insecure insecurer insecurest inside insignificant insoluble insolvent inspired inspiring instant insubordinate insulting intact integrated intellegent intellegenter intellegentest intended intense intensified interdependent interested interesting interim intermediate intermediater intermediatest intimate intimater intimatest intimidating intoxicated intoxicating intriguing invaluable invigorating invited involved irate irrelevant irritating isolated jaded jagged jittery joined jollier jolliest jolly judged juicier juiciest juicy junior justice justified juvenile kaput keen keener keenest kind kinder kindest kindly knotted knowing known lacking lagging laier laiest lame lamer lamest languid lapsed large larger largest laster lasting late lately later latest latter leading leaner leanest leaning leerier leeriest leery left legal legendary legitimate lesser lethal leveled lewd lewder lewdest liberal licensed lifesaving lighthearted lightweight likelier likeliest likely lil liler lilest limited limp limper limpest liquid listed literal literary literate little littler littlest livelier liveliest lively livest living loaded locked loftier loftiest lofty lonelier loneliest lonely long longer longest longstanding longterm longtime loose looser loosest lost loud louder loudest lousier lousiest lousy loutish loved lovelier loveliest lovely loving low lowest lowlier lowliest lowly loyal loyaler loyalest luckier luckiest lucky lumbering lush macabre macho mad maddening madder madest magenta main mainstream major makeshift male mammalian mammoth managed mandatory manufactured many marine maritime marked masculine maturer maturest maturing maverick meager meandering meaner meanest measlier measliest measly measured meatier meatiest meaty median mediocre medium meek meeker meekest mega mellow mellower mellowest melted melting menacing mending mere merry mesmerizing metric metropolitan mild milder mildest mindblowing mini miniature minor missing mistier mistiest misty mitigating mixed mobile moderater moderatest modern modernist modest modified moist moister moldy monochrome monthly moodier moodiest moody moot moral morbid mortal most motivated mounted moving muddy multifaceted multiple mumbling mundane mundaner mundanest mute muted muter mutest mystified nagged nagging naive naiver naivest naked narrower narrowest nausiating naval nearby nearer nearest neat neater neattest necessary needed neglected neighborly nerdier nerdiest nerdy new newer newest newlywed next nibblier nibbliest nibbly nice nicer nicest nightly nimble nimbler nimblest noble nobler noblest noisier noisiest noisy nonchalant nondescript nonprofit nonstop normal normaler normalest north northeast northern northwest nosier nosiest nosy notable noted nourished novel nuanced nude numb numbest numbing nurturing nuts obediant obedient obese obligated obscene obscurer obscurest observant observed obsolete occupied odd odder oddest offbeat offending offensive offhand official offline offsetting oilier oiliest oily ok okay old older oldest onboard ongoing online opener openest opposing opposite oppressed orange oranger orangest orderly organic organized orotund other outdoor outer outgoing outlying outside outstanding oval over overall overarching overboard overdue overhand overhead overlapping overlooked overnight overpowering overriding overseas overt overweight overwhelmed overwhelming overwrought owing ownest packed painful painted paler palest paranoid parked partial partisan passionate pasted patient paying peaceful pending perfected perfecter perfectest periodical permanent perplexing pert pertinent perverse petite phonier phoniest phony picayune picked pierced piercing pink pinker pinkest pissed placid plaid plain plainer plainest planned plastic pleasant pleasanter pleasantest pleased plugged plunging pointed pointy polished polite politer politest poor poorer poorest populist potential preceding precise preexisting preferred pregnant pregnanter pregnantest premature premier premium preoccupied prepaid prepared presenter presentest pressed pressing prevailing priceier pricey priciest pricklier prickliest prickly prima primary primer primest principal printed prior pristine private probable processed produced profane professional profound profounder profoundest profuse prolonged prominent promising prompter promptest pronounced proper proportionate proposed protected proud prouder proudest proved provoking proximate public pumped punier puniest punishing punjabi puny pure purer purest purple purpler purplest puzzled quacker quackest quaint quainter quaintest qualified quarterly quick quicker quickest quieter quietest quoted rabid racial racist ragged raggeder raggedest raging rained rainier rainiest rainy rallied rallying rambling rampant randier randiest random randomer randomest randy rapid rapider rapidest rare rarer rarest rash ratified raving raw rawer rawest readier readiest ready real realer realest rear reassuring rebel recalcitrant received recent recommended recondite recorded recovered recycled red redefining reder redest reduced redundant refined refreshing registered regulated reigning rejected rejuvenating related relative released relevant reluctant remaining remote remoter remotest removed renewed renowned rental repeated replaced replicater replicatest representative reprobate republican requested required reserved resident resistant resolute resonant respected resting restored restricted retarded revealing revitalising revitalizing revolving rewarding rheumatoid rich richer richest righter rightest rightful ripe riper ripest ritzier ritziest ritzy rival roaring robust rolling romantic roomier roomiest roomy rosier rosiest rosy rotted rotten rougher roughest routine royal rubbish rude ruder rudest rushing rustier rustiest rusty sacred sad saddening sadder sadest safe safer safest sage saintlier saintliest saintly saltier saltiest salty same sandier sandiest sandy satisfactory satisfied satisfying saturated sauted savvier savviest savvy scantier scantiest scanty scarce scarcer scarcest scared scarier scariest scarlet scary scathing scattered scholarly scientific scorched scratched screeching screened sealed seasoned seated secondary secret secured securer securest sedater sedatest seemly selected selecter selectest selfish senior sensory sentencing separater separatest serene serial settled severer severest sexier sexiest sexy shaded shadier shadiest shady shallow shallower shallowest shameful shared sharp sharper sharpest sheer shinier shiniest shining shiny shocked shocking shorter shortest shrill shriller shrillest shy shyer shyest sick sicker sickest sicklier sickliest sickly significant sillier silliest silly silver simple simpler simplest simplified simulated sincere sinister skilled skinnier skinniest skinny skyrocketing slack sleek sleeker sleekest sleepy slender slenderest slicker slickest slier sliest slight slighter slightest slim slimest slimier slimiest slimmer slimy slippery slipshod sloping slower slowest sly small smaller smallest smart smarter smartest smellier smelliest smelly smiling smoked smoother smoothest smug snobbish soaked soaking soaring social socialer socialest socialist soft softer softest sole solemn solemner solemnest solid solider solidest soluble solvent somber soon sooner soonest soothing sophisticated sordid sore sorer sorest sorry soundproof south southeast southern southwest sovereign soviet sparer sparest sparkling sparkly sparse special specialer specialest specialized specific specified speeding speedy spellbinding spicier spiciest spicy spiked spirited splendid spotted sprawling sprightlier sprightliest sprightly spry squat squeamish stable staggering stained stale staler stalest stalwart standard stark starker starkest startling starving stated statelier stateliest stately statutory steadfast steadier steadiest steady steamed steaming steep steeper steepest stereotyped sterile stern sterner sternest stiff stiffer stiffest still stimulating stirred stirring stoked stout straier straiest straight straighter straightest straightforward strange strangest strengthened strict stricter strictest striking stringent striped stripped strong stronger strongest stubborn stuffed stumped stunned stupid stupider stupidest sturdier sturdiest sturdy stylish subdued sublime subordinate subpar subsequent subsidized substandard substantial substantialer substantialest subtle subtler subtlest suburban succinct sudden suddener suddenest suggested super superb superficial superficialer superficialest superior supervisory supporting supreme surer surest surging surly surprising surreal surrealer surrealest surrounding suspected suspecter suspectest suspended sustained sweeping sweet sweeter sweetest swift swifter swiftest symbolic taboo talented tall taller tallest tame tamed tamer tamest tantalizing targeted tarnished tart tarter tartest tasteful tawdrier tawdriest tawdry taxing teased teen teenage telling temperate temporary tempting tenderest tense tenser tensest terminal terrific terrifying terrorist tertiary testy thick thicker thickest thinner thinnest thirstier thirstiest thirsty thorny thoughtful threatened threatening thrilled thriving tidier tidiest tied tight tighter tightest timelier timeliest timely tinier tiniest tiny tired tiring together token tolerant torpid touched touching tough tougher toughest tracked trained tranquil tranquiler tranquilest transparent trapped trembling trenchant trendier trendiest trendy trial trifling trimmed trite troubled troubling true truer truest trusting trying turned twisted twisting uglier ugliest ugly ultimate ultra unabated unappealing unassuming unattended unauthorized unbecoming unchallenged uncharted unchecked uncircumcised unconvincing uncovered undecided under underage undercover undergraduate underground underhand underlying underneath underprivileged undersized understood underwater underway underweight undisclosed undisputed undocumented undue unemployed unending uneven unexpected unexplained unfair unfinished unfolding unforeseen unguarded unheard unified uninsured uninterested uninterrupted uninvited unique united universal unknown unmarried unmatched unmet unnamed unnerving unnoticed unopposed unpaid unparalleled unprecedented unrecognized unregulated unrelated unrelenting unrequited unreserved unresolved unruly unseen unsettled unsettling unsightly unsold unspent unspoken unsupervised unsuspecting untapped untested untold untouched unused unwanted unwarranted unwieldy upbeat updated uplifted uplifting upper uppity upscale upstairs uptight urban urgent used useful usual utterest uttermost vacant vagabond vagrant vague vaguer vaguest vain vainer vainest valuable vanilla variable variant varied varying vast vaster vengeful verdant verdanter verdantest verified versatile vexing vibrant vigilant vile visionary volatile vulgar vulgarest wanton warier wariest warmer warmest warped wary washed wasteful watched watershed watery weak weakened weaker weakest wearier weariest weary weathered weatherproof wee weekly weirder weirdest western wetter wettest whinier whiniest whiny white whiter whitest whole wholesale wicked wickeder wickedest wide wider widespread widest wild wilder wildest wilier wiliest willing wily windier windiest windy wirier wiriest wiry wiser wisest wistful womanly wooden woodier woodiest woody woozy worn worried worse worst worthwhile wounded wrier wriest wrinkled wronger wrongest wroughter wroughtest wry yearly yellow yellowed yellower yellowest yielding young younger youngest zanier zaniest zany".split(' '))
