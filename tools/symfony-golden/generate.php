<?php
// Golden cases for our router from Symfony's own RouteCompiler and UrlGenerator.
// Builds a RouteCollection, dumps it in FOSJsRoutingBundle's JSON shape (as
// ExposedRoutesExtractor + RoutesResponseNormalizer write it) for two request
// contexts, and records what UrlGenerator returns or throws for each parameter set.
// Run: npm run golden:symfony (needs Debian's php-cli and php-symfony-routing).

require_once '/usr/share/php/Symfony/Component/Routing/autoload.php';

use Symfony\Component\Routing\Generator\UrlGenerator;
use Symfony\Component\Routing\RequestContext;
use Symfony\Component\Routing\Route;
use Symfony\Component\Routing\RouteCollection;

$routes = new RouteCollection();
$add = function (string $name, string $path, array $defaults = [], array $requirements = [], string $host = '', array $schemes = [], array $options = []) use ($routes) {
    $routes->add($name, new Route($path, $defaults, $requirements, $options, $host, $schemes));
};
$add('plain', '/plain');
$add('user', '/api/user/{userId}/profile', [], ['userId' => '\d+']);
$add('list', '/list/{page}', ['page' => 1], ['page' => '\d+']);
$add('search', '/search/{type}/{page}', ['type' => 'all', 'page' => 1]);
$add('docs', '/api/me/company/documents/{type}');
$add('pair', '/p/{a}:{b}');
$add('eq', '/e/{k}={v}');
$add('format', '/posts/{id}.{_format}', ['_format' => 'json'], ['_format' => 'json|xml']);
$add('important', '/bar/{!page}', ['page' => 'api']);
$add('catchall', '/files/{path}', [], ['path' => '.+']);
// Possessive quantifiers and atomic groups: what they match, and hostile values they refuse in linear time.
$add('slug', '/s/{slug}', [], ['slug' => '(?:[a-z0-9]++[-_.]?)++']);
$add('atomic', '/a/{alt}/{word}', [], ['alt' => '(?>a|ab)c', 'word' => '[a-z]*+z']);
$add('backref', '/r/{code}', [], ['code' => '(?>\d+)-(\d)\1']);
// A `.+` value in the middle, before an optional tail: the autocomplete routes' shape.
$add('suggest', '/autocomplete/item/{lang}/{tag}/{text}/{limit}', ['limit' => 20], ['lang' => '[a-z]{2}', 'text' => '.+', 'limit' => '\d+']);
$add('tenant', '/home', ['sub' => 'admin'], ['sub' => '[a-z]+'], '{sub}.example.com');
$add('admin', '/users/details/{id}', ['domain' => 'example.com'], ['domain' => 'example\.com|example\.org', 'id' => '\d+'], 'admin.{domain}', ['https']);
$add('secure', '/pay/{id}', [], ['id' => '\d++'], '', ['https']);
$add('both', '/both', [], [], '', ['https', 'http']);
$add('same_host', '/same', [], [], 'example.com');
$add('loc', '/{_locale}/page', ['_locale' => 'en'], ['_locale' => 'en|pl|de']);
$add('dash', '/d/{v}', [], ['v' => '[a-z\-]+\-\d++']);
$add('plus', '/plus/{v}', [], ['v' => '\++']);
$add('look', '/t/{t}', [], ['t' => '(?!admin)[a-z]+']);
$add('brace', '/b/{v}', [], ['v' => 'a{2}x{']);
$add('text', '/café;a=b/{x}', [], [], '', [], ['utf8' => true]);
$add('nullable', '/n/{id}/x', ['id' => null], ['id' => '\d*']);
$add('bool', '/login-as/{login}/{asAdmin}', ['asAdmin' => true], ['asAdmin' => '0|1']);
foreach (['en' => '/home', 'pl' => '/strona', 'pt_PT' => '/inicio'] as $locale => $path) {
    $add("home.$locale", $path, ['_locale' => $locale, '_canonical_route' => 'home'], ['_locale' => preg_quote($locale)]);
}

function dump(RouteCollection $routes, RequestContext $context, string $locale): array
{
    $out = [];
    foreach ($routes->all() as $name => $route) {
        $compiled = $route->compile();
        $defaults = array_intersect_key($route->getDefaults(), array_fill_keys($compiled->getVariables(), null));
        if (!isset($defaults['_locale']) && in_array('_locale', $compiled->getVariables())) {
            $defaults['_locale'] = $locale;
        }
        $out[$name] = [
            'tokens' => $compiled->getTokens(),
            'defaults' => $defaults,
            'requirements' => $route->getRequirements(),
            'hosttokens' => $compiled->getHostTokens(),
            'methods' => $route->getMethods(),
            'schemes' => $route->getSchemes(),
        ];
    }
    $scheme = $context->getScheme();
    $port = ('http' === $scheme && 80 != $context->getHttpPort()) || ('https' === $scheme && 443 != $context->getHttpsPort())
        ? (string) ('http' === $scheme ? $context->getHttpPort() : $context->getHttpsPort()) : '';
    return [
        'base_url' => $context->getBaseUrl(),
        'routes' => $out,
        'prefix' => '',
        'host' => $context->getHost().('' === $port ? '' : ':'.$port),
        'port' => $port,
        'scheme' => $scheme,
        'locale' => $locale,
    ];
}

$contexts = [
    'dev' => new RequestContext('', 'GET', '127.0.0.1', 'http', 8791, 443),
    'prod' => new RequestContext('/app.php', 'GET', 'example.com', 'https', 80, 443),
];

// Values tried for each variable: a valid one, an invalid one and awkward ones.
$samples = [
    'userId' => [12, '12a', 'ABC'], 'page' => [1, 2, '', 'x'], 'type' => ['all', 'new', 'a/b', null],
    'a' => ['x', 'x:z'], 'b' => ['y', 'a/b'], 'k' => ['k', 'a=b'], 'v' => ['ab-12', '+++', 'aax{', 'AB-1', 'v'],
    'id' => [7, '007', 'x', null, ''], '_format' => ['json', 'xml', 'html'], 'path' => ['a/b', '..', '.', 'a b', 'ünï', '%2F', 'a/../b', 'x/.', './x', '/lead', 'trail/', 'a//b', '.../..x'],
    'sub' => ['admin', 'api', 'API', 'a.b', 'a/b'], 'domain' => ['example.com', 'example.org', 'evil.com'],
    '_locale' => ['pl', 'de', 'fr', 'pt_PT'], 't' => ['abc', 'ABC', 'admin', '1'], 'x' => ['y', '..', 'a@b:c,d;e=f+g!h*i|j', "it's (x)"],
    'login' => ['ann'], 'slug' => ['my-slug', 'a.b_c', 'AB', '-x', 'a--b', str_repeat('a', 40).'!', str_repeat('a1-', 30).'!'],
    'alt' => ['abc', 'ac', 'AC', str_repeat('a', 30)], 'word' => ['abz', 'z', 'ab'], 'code' => ['12-33', '12-34', '1-1'], 'asAdmin' => [true, false, 0, 1, '1'],
];
// Parameter sets tried besides the generated ones: slashes and dot segments inside a `.+` value.
$explicit = [
    'suggest' => array_merge(
        array_map(fn ($text) => ['lang' => 'en', 'tag' => 'item', 'text' => $text, 'sort_type' => 'sort_exact'],
            ['1/2 pallet', 'Renault 5/Alpine', 'Renault 5/20', 'a/../b', '..', '.', './x', 'x/..', 'x/./y', '%2F', 'a%2Fb', '%252F', '.hidden/..x', 'a?b#c', 'Łódź/x']),
        [['lang' => 'en', 'tag' => 'motorcycle', 'text' => 'Honda/CB', 'limit' => 5], ['lang' => 'en', 'tag' => 'a/b', 'text' => 'x'], ['lang' => 'EN', 'tag' => 'item', 'text' => 'x', 'limit' => 20]],
    ),
];
$extras = [[], ['q' => 'a b&c=d/e?f'], ['items' => ['a', 'b']], ['flag' => 1, 'x y' => '@:!;,*']];

$cases = [];
foreach ($contexts as $contextName => $context) {
    $dump = dump($routes, $context, 'en');
    foreach ($routes->all() as $name => $route) {
        $public = preg_replace('/\.[a-z]{2}(_[A-Z]{2})?$/', '', $name);
        $variables = array_values(array_unique(array_merge($route->compile()->getVariables())));
        $sets = [[]];
        foreach ($variables as $variable) {
            $next = [];
            foreach ($sets as $set) {
                $next[] = $set; // absent
                foreach ($samples[$variable] ?? ['v'] as $value) {
                    $next[] = $set + [$variable => $value];
                }
            }
            $sets = array_slice($next, 0, 14);
        }
        $sets = array_merge($sets, $explicit[$name] ?? []);
        foreach ($sets as $i => $set) {
            $params = $set + $extras[$i % count($extras)];
            foreach (['en', 'pl_PL', 'pt'] as $j => $locale) {
                if (($i + $j) % 2 && 'en' !== $locale) {
                    continue;
                }
                foreach ([false, true] as $absolute) {
                    $context->setParameter('_locale', $locale);
                    $generator = new UrlGenerator($routes, $context);
                    $case = ['context' => $contextName, 'name' => $public, 'params' => (object) $params, 'locale' => $locale, 'absolute' => $absolute];
                    try {
                        $case['url'] = $generator->generate($public, $params, $absolute ? UrlGenerator::ABSOLUTE_URL : UrlGenerator::ABSOLUTE_PATH);
                    } catch (\Throwable $e) {
                        $case['exception'] = (new \ReflectionClass($e))->getShortName();
                    }
                    $cases[] = $case;
                }
            }
        }
    }
    $dumps[$contextName] = $dump;
}

$out = [
    'generator' => 'symfony/routing '.trim((string) shell_exec("dpkg-query -W -f='\${Version}' php-symfony-routing 2>/dev/null")).' via tools/symfony-golden/generate.php',
    'dumps' => $dumps,
    'cases' => $cases,
];
file_put_contents($argv[1] ?? 'php://stdout', json_encode($out, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_PRESERVE_ZERO_FRACTION)."\n");
fwrite(STDERR, count($cases)." cases\n");
