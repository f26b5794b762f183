<?php
// The Twig environment of a Symfony page, for rendering Twig as a site would (the docs' blocks in the
// tests, the demo's host pages per request): TwigBundle's settings in the dev and test environments
// (`strict_variables` on, `autoescape` html), and the functions and globals a page of a Symfony site has.
//
// Real Symfony code (Debian's php-symfony-* packages, tools/setup.mjs installs them): the `app`
// global (AppVariable, with a real Request, a session and the security token), `path()`/`url()`
// (RoutingExtension over Symfony's UrlGenerator), `asset()` (AssetExtension), `csrf_token()`
// (CsrfExtension with the CSRF manager on the session, so a page that prints a token starts a
// session, as on a real site), and TwigBundle's handler for an unknown function.
//
// Stand-ins, written here by the public signatures and output of the bundles they stand for:
// WebpackEncoreBundle's Twig functions (TestSite\EncoreEntryFiles) and NelmioSecurityBundle's
// `csp_nonce()` (TestSite\NelmioCspNonce). Neither bundle is packaged by Debian, and a test must not
// need Composer or the network.

namespace TestSite;

use Symfony\Bridge\Twig\AppVariable;
use Symfony\Bridge\Twig\Extension\AssetExtension;
use Symfony\Bridge\Twig\Extension\CsrfExtension;
use Symfony\Bridge\Twig\Extension\CsrfRuntime;
use Symfony\Bridge\Twig\Extension\RoutingExtension;
use Symfony\Bridge\Twig\UndefinedCallableHandler;
use Symfony\Component\Asset\Packages;
use Symfony\Component\Asset\PathPackage;
use Symfony\Component\Asset\VersionStrategy\EmptyVersionStrategy;
use Symfony\Component\HttpFoundation\Request;
use Symfony\Component\HttpFoundation\RequestStack;
use Symfony\Component\HttpFoundation\Session\Session;
use Symfony\Component\HttpFoundation\Session\Storage\MockArraySessionStorage;
use Symfony\Component\Routing\Generator\UrlGenerator;
use Symfony\Component\Routing\Generator\UrlGeneratorInterface;
use Symfony\Component\Routing\RequestContext;
use Symfony\Component\Routing\Route;
use Symfony\Component\Routing\RouteCollection;
use Symfony\Component\Security\Core\Authentication\Token\Storage\TokenStorage;
use Symfony\Component\Security\Core\Authentication\Token\UsernamePasswordToken;
use Symfony\Component\Security\Core\User\UserInterface;
use Symfony\Component\Security\Csrf\CsrfTokenManager;
use Symfony\Component\Security\Csrf\TokenStorage\SessionTokenStorage;
use Twig\Environment;
use Twig\Extension\AbstractExtension;
use Twig\Extension\ExtensionInterface;
use Twig\Loader\ArrayLoader;
use Twig\Loader\ChainLoader;
use Twig\Loader\FilesystemLoader;
use Twig\RuntimeLoader\FactoryRuntimeLoader;
use Twig\TwigFunction;

// Debian's packages, unless TWIG_AUTOLOAD is a Composer autoload that has Symfony's components.
if (!class_exists(AppVariable::class)) {
    foreach ([
        'Bridge/Twig',
        'Component/Asset',
        'Component/HttpFoundation',
        'Component/Routing',
        'Component/Security/Core',
        'Component/Security/Csrf',
    ] as $package) {
        $autoload = "/usr/share/php/Symfony/$package/autoload.php";
        if (!is_file($autoload)) {
            fwrite(STDERR, "Symfony's $package not found at $autoload: install the php-symfony-* packages (node tools/setup.mjs test does) or set TWIG_AUTOLOAD to a Composer autoload that has them.\n");
            exit(3);
        }
        require_once $autoload;
    }
}

/** A site's user entity: what `app.user` is for a signed-in visitor. */
final class User implements UserInterface
{
    public function __construct(private int $id, private string $email) {}
    public function getId(): int { return $this->id; }
    public function getEmail(): string { return $this->email; }
    public function getUserIdentifier(): string { return $this->email; }
    public function getUsername(): string { return $this->email; }
    public function getRoles(): array { return ['ROLE_USER']; }
    public function getPassword(): ?string { return null; }
    public function getSalt(): ?string { return null; }
    public function eraseCredentials(): void {}
}

/**
 * Symfony's UrlGenerator over a site where every route name exists: a name not declared is added on
 * first use as `/<name with dashes>`, so parameters, the query string and escaping are Symfony's own.
 */
final class AnyRouteGenerator implements UrlGeneratorInterface
{
    private RouteCollection $routes;
    private UrlGenerator $generator;

    /** @param array<string, string> $declared the site's own routes: name => path */
    public function __construct(RequestContext $context, array $declared = [])
    {
        $this->routes = new RouteCollection();
        // FOSJsRoutingBundle's controller, as its routing file declares it.
        $this->routes->add('fos_js_routing_js', new Route('/js/routing.{_format}', ['_format' => 'js'], ['_format' => 'js|json']));
        foreach ($declared as $name => $path) $this->routes->add($name, new Route($path));
        $this->generator = new UrlGenerator($this->routes, $context);
    }

    public function generate(string $name, array $parameters = [], int $referenceType = self::ABSOLUTE_PATH): string
    {
        if ($name === '') throw new \InvalidArgumentException('A route name cannot be empty.');
        if ($this->routes->get($name) === null) $this->routes->add($name, new Route('/' . str_replace('_', '-', $name)));
        return $this->generator->generate($name, $parameters, $referenceType);
    }

    public function setContext(RequestContext $context): void { $this->generator->setContext($context); }
    public function getContext(): RequestContext { return $this->generator->getContext(); }
}

/**
 * WebpackEncoreBundle's EntryFilesTwigExtension, TagRenderer and EntrypointLookup, re-implemented by
 * their public behaviour: the same function names and signatures, each build's entrypoints.json read
 * in strict mode (an unknown entry is an error naming the ones found), each file returned once per
 * request across the js and css functions (so `encore_entry_js_files()` after
 * `encore_entry_script_tags()` of the same entry is empty, as in the bundle), `integrity` from the
 * file's map, the configured default attributes (`webpack_encore.crossorigin`, then
 * `webpack_encore.script_attributes` on script tags) and the call's attributes merged in that order, `true` printing a bare attribute and `false` none, values through
 * htmlentities(), and the URL through the asset packages.
 */
final class EncoreEntryFiles extends AbstractExtension
{
    /** @var array<string, array> */
    private array $data = [];
    /** @var array<string, list<string>> */
    private array $returned = [];

    /**
     * @param array<string, string> $builds build name (`_default` for output_path) => its entrypoints.json
     * @param array<string, string|bool> $defaultAttributes e.g. ['crossorigin' => 'anonymous']
     * @param array<string, string|bool> $scriptAttributes e.g. ['defer' => true], the recipe's
     */
    public function __construct(private array $builds, private Packages $packages, private array $defaultAttributes = [], private array $scriptAttributes = []) {}

    public function getFunctions(): array
    {
        return [
            new TwigFunction('encore_entry_js_files', [$this, 'getWebpackJsFiles']),
            new TwigFunction('encore_entry_css_files', [$this, 'getWebpackCssFiles']),
            new TwigFunction('encore_entry_script_tags', [$this, 'renderWebpackScriptTags'], ['is_safe' => ['html']]),
            new TwigFunction('encore_entry_link_tags', [$this, 'renderWebpackLinkTags'], ['is_safe' => ['html']]),
            new TwigFunction('encore_entry_exists', [$this, 'entryExists']),
        ];
    }

    public function getWebpackJsFiles(string $entryName, string $entrypointName = '_default'): array
    {
        return $this->files($entrypointName, $entryName, 'js');
    }

    public function getWebpackCssFiles(string $entryName, string $entrypointName = '_default'): array
    {
        return $this->files($entrypointName, $entryName, 'css');
    }

    public function renderWebpackScriptTags(string $entryName, ?string $packageName = null, string $entrypointName = '_default', array $attributes = []): string
    {
        $tags = '';
        foreach ($this->files($entrypointName ?: '_default', $entryName, 'js') as $file) {
            $tags .= '<script ' . $this->attributes($entrypointName, $file, ['src' => $this->packages->getUrl($file, $packageName)], array_merge($this->scriptAttributes, $attributes)) . '></script>';
        }
        return $tags;
    }

    public function renderWebpackLinkTags(string $entryName, ?string $packageName = null, string $entrypointName = '_default', array $attributes = []): string
    {
        $tags = '';
        foreach ($this->files($entrypointName ?: '_default', $entryName, 'css') as $file) {
            $tags .= '<link ' . $this->attributes($entrypointName, $file, ['rel' => 'stylesheet', 'href' => $this->packages->getUrl($file, $packageName)], $attributes) . '>';
        }
        return $tags;
    }

    public function entryExists(string $entryName, string $entrypointName = '_default'): bool
    {
        return isset($this->build($entrypointName)['entrypoints'][$entryName]);
    }

    private function build(string $name): array
    {
        if (isset($this->data[$name])) return $this->data[$name];
        if (!isset($this->builds[$name])) {
            throw new \InvalidArgumentException(sprintf('The build "%s" is not configured (webpack_encore.builds has: %s).', $name, implode(', ', array_keys($this->builds))));
        }
        $data = json_decode((string) file_get_contents($this->builds[$name]), true);
        if (!is_array($data) || !isset($data['entrypoints'])) {
            throw new \InvalidArgumentException(sprintf('Could not find an "entrypoints" key in the "%s" file', $this->builds[$name]));
        }
        return $this->data[$name] = $data;
    }

    /** @return list<string> */
    private function files(string $build, string $entry, string $key): array
    {
        $data = $this->build($build);
        if (!isset($data['entrypoints'][$entry])) {
            throw new \InvalidArgumentException(sprintf('Could not find the entry "%s" in "%s". Found: %s.', $entry, $this->builds[$build], implode(', ', array_keys($data['entrypoints']))));
        }
        $new = array_values(array_diff($data['entrypoints'][$entry][$key] ?? [], $this->returned[$build] ?? []));
        $this->returned[$build] = array_merge($this->returned[$build] ?? [], $new);
        return $new;
    }

    private function attributes(string $build, string $file, array $own, array $extra): string
    {
        $attributes = array_merge($own, $this->defaultAttributes, $extra);
        $integrity = $this->build($build ?: '_default')['integrity'] ?? [];
        if (isset($integrity[$file])) $attributes['integrity'] = $integrity[$file];
        $printed = [];
        foreach ($attributes as $name => $value) {
            if ($value === false) continue;
            $printed[] = $value === true || $value === null ? $name : sprintf('%s="%s"', $name, htmlentities((string) $value));
        }
        return implode(' ', $printed);
    }
}

/**
 * NelmioSecurityBundle's `csp_nonce(usage)`: one nonce per response, whatever the usage; the usage
 * (`script` or `style`, anything else is refused) says which directive the listener adds it to.
 */
final class NelmioCspNonce extends AbstractExtension
{
    /** @var array<string, true> */
    public array $usages = [];

    public function __construct(private string $nonce) {}

    public function nonce(): string { return $this->nonce; }

    public function getFunctions(): array
    {
        return [new TwigFunction('csp_nonce', function (string $usage): string {
            if ($usage !== 'script' && $usage !== 'style') throw new \InvalidArgumentException('Invalid usage provided');
            $this->usages[$usage] = true;
            return $this->nonce;
        })];
    }
}

/** Loads the PHP Twig extensions a doc shows (each a file's source), once per process. */
function load_doc_extensions(array $sources): array
{
    $classes = [];
    foreach ($sources as $index => $source) {
        $before = get_declared_classes();
        $file = tempnam(sys_get_temp_dir(), 'doc-extension-');
        file_put_contents($file, $source);
        try {
            require $file;
        } finally {
            unlink($file);
        }
        $declared = array_filter(array_diff(get_declared_classes(), $before), fn ($class) => is_subclass_of($class, ExtensionInterface::class));
        if (!$declared) throw new \RuntimeException("The doc's PHP block #$index declares no Twig extension.");
        array_push($classes, ...$declared);
    }
    return $classes;
}

/** A doc's extension, its constructor's arguments given by name, as a services.yaml `arguments:` would. */
function instantiate_doc_extension(string $class, array $parameters): ExtensionInterface
{
    $constructor = (new \ReflectionClass($class))->getConstructor();
    $arguments = [];
    foreach ($constructor?->getParameters() ?? [] as $parameter) {
        $name = $parameter->getName();
        if (array_key_exists($name, $parameters)) $arguments[$name] = $parameters[$name];
        elseif (!$parameter->isDefaultValueAvailable()) throw new \RuntimeException("The doc's $class asks for \$$name, which the test site does not define.");
    }
    return new $class(...$arguments);
}

/**
 * One page request of the site: a fresh environment (a request's services start clean, as after
 * kernel.reset), the visitor a guest or signed in.
 *
 * $site: {
 *   builds: {buildName: path of its entrypoints.json},
 *   crossorigin?: string (webpack_encore.crossorigin),
 *   scriptAttributes?: {name: value} (webpack_encore.script_attributes),
 *   inline: folder, or folders, of the `@transport_widgets` Twig namespace (a missing one is skipped,
 *     as docs/symfony-integration.md's loader skips it),
 *   templates?: folder of the site's own templates (templates/, Twig's main namespace),
 *   routes?: {name: path} the site declares besides FOSJsRouting's,
 *   parameters: {name: value} for the docs' extensions' constructors,
 *   locale: string,
 * }
 * $nonce: the response's CSP nonce when the caller sends the header itself; else a fresh one, as
 * Nelmio's listener makes per response.
 * $cookies: the request's cookies, by name (`app.request.cookies`).
 *
 * @return array{0: Environment, 1: Session, 2: NelmioCspNonce}
 */
function page_environment(array $site, array $docExtensions, string $template, bool $signedIn, ?string $nonce = null, array $cookies = []): array
{
    $request = Request::create('https://www.example.com/' . $site['locale'] . '/', 'GET', [], $cookies);
    $request->setLocale($site['locale']);
    $session = new Session(new MockArraySessionStorage());
    $request->setSession($session);
    $requestStack = new RequestStack();
    $requestStack->push($request);

    $tokens = new TokenStorage();
    if ($signedIn) {
        // A signed-in visitor's session is already open: its cookie came with the request.
        $session->start();
        $user = new User(12, 'jan@example.com');
        $tokens->setToken(new UsernamePasswordToken($user, 'main', $user->getRoles()));
    }
    $app = new AppVariable();
    $app->setRequestStack($requestStack);
    $app->setTokenStorage($tokens);
    $app->setEnvironment('dev');
    $app->setDebug(true);

    $loader = new FilesystemLoader();
    foreach ((array) $site['inline'] as $folder) {
        if (is_dir($folder)) $loader->addPath($folder, 'transport_widgets');
    }
    if (isset($site['templates'])) $loader->addPath($site['templates']);
    $twig = new Environment(new ChainLoader([new ArrayLoader(['page.html.twig' => $template]), $loader]), [
        'autoescape' => 'html',
        'strict_variables' => true,
        'debug' => true,
        'cache' => false,
    ]);
    $twig->addGlobal('app', $app);
    $twig->registerUndefinedFunctionCallback([UndefinedCallableHandler::class, 'onUndefinedFunction']);
    $twig->registerUndefinedFilterCallback([UndefinedCallableHandler::class, 'onUndefinedFilter']);

    $routing = new RequestContext();
    $routing->fromRequest($request);
    $twig->addExtension(new RoutingExtension(new AnyRouteGenerator($routing, $site['routes'] ?? [])));
    $packages = new Packages(new PathPackage('/', new EmptyVersionStrategy()));
    $twig->addExtension(new AssetExtension($packages));
    $csrf = new CsrfTokenManager(null, new SessionTokenStorage($requestStack));
    $twig->addExtension(new CsrfExtension());
    $twig->addRuntimeLoader(new FactoryRuntimeLoader([CsrfRuntime::class => fn () => new CsrfRuntime($csrf)]));
    $twig->addExtension(new EncoreEntryFiles($site['builds'], $packages, isset($site['crossorigin']) ? ['crossorigin' => $site['crossorigin']] : [], $site['scriptAttributes'] ?? []));
    $nonces = new NelmioCspNonce($nonce ?? base64_encode(random_bytes(16)));
    $twig->addExtension($nonces);
    foreach ($docExtensions as $class) $twig->addExtension(instantiate_doc_extension($class, $site['parameters'] ?? []));

    return [$twig, $session, $nonces];
}
