<?php
// Renders Twig templates with real Twig 3, as a Symfony page renders them: `autoescape: html`
// and `strict_variables: true` (an unknown variable is an error, as in Symfony's debug mode).
//
//   php tools/twig/render.php < page.html.twig       one template in, its output out; on a Twig
//                                                     error, the message on stderr and exit code 1
//   php tools/twig/render.php --batch < list.json    a JSON array of templates in, a JSON array of
//                                                     {"html": …} or {"error": …} out (one PHP start
//                                                     for a property test's thousands of cases)
//   php tools/twig/render.php --site < pages.json     templates rendered as pages of Symfony sites
//                                                     (tools/twig/symfony-site.php): {"extensions":
//                                                     [PHP source…], "pages": [{"site", "template" or
//                                                     "view", "signedIn", "cookies", "compileOnly",
//                                                     "context", "nonce"}…]} in, a JSON array of {"html",
//                                                     "nonce", "startedSession"} or {"error"} out
//
// In batch mode the input may also be {"pages": [templates], "templates": {name: source}}: each page
// can then load those templates by name (`{% import '@transport_widgets/widgets.html.twig' as tw %}`).
// In site mode a page is its `template` (source) or its `view`, a template's name in the site's
// `templates` folder, as a controller names it.
//
// Twig comes from Debian's php-twig, or from TWIG_AUTOLOAD (a Composer autoload.php that has it).
// Exit code 3: Twig or Symfony's components are missing (the message on stderr names what); 2: bad input.

$autoload = getenv('TWIG_AUTOLOAD') ?: '/usr/share/php/Twig/autoload.php';
if (!is_file($autoload)) {
    fwrite(STDERR, "Twig not found at $autoload: install php-twig (node tools/setup.mjs test does) or set TWIG_AUTOLOAD.\n");
    exit(3);
}
require_once $autoload;

function render_template(string $template, array $named = []): string
{
    $loader = new \Twig\Loader\ArrayLoader(['page.html.twig' => $template] + $named);
    $twig = new \Twig\Environment($loader, [
        'autoescape' => 'html',
        'strict_variables' => true,
        'cache' => false,
    ]);
    return $twig->render('page.html.twig');
}

$input = stream_get_contents(STDIN);
$batch = in_array('--batch', array_slice($argv, 1), true);

if (in_array('--site', array_slice($argv, 1), true)) {
    require_once __DIR__ . '/symfony-site.php';
    $pages = json_decode($input, true, 512, JSON_THROW_ON_ERROR);
    $extensions = \TestSite\load_doc_extensions($pages['extensions'] ?? []);
    $results = [];
    foreach ($pages['pages'] as $page) {
        try {
            [$twig, $session, $nonces] = \TestSite\page_environment($page['site'], $extensions, $page['template'] ?? '', (bool) ($page['signedIn'] ?? false), $page['nonce'] ?? null, $page['cookies'] ?? []);
            $opened = $session->isStarted();
            $name = $page['view'] ?? 'page.html.twig';
            if ($page['compileOnly'] ?? false) {
                $twig->compileSource($twig->getLoader()->getSourceContext($name));
                $results[] = ['html' => '', 'nonce' => null, 'startedSession' => false];
                continue;
            }
            $html = $twig->render($name, $page['context'] ?? []);
            $results[] = ['html' => $html, 'nonce' => $nonces->usages ? $nonces->nonce() : null, 'startedSession' => !$opened && $session->isStarted()];
        } catch (\Throwable $error) {
            $results[] = ['error' => get_class($error) . ': ' . $error->getMessage()];
        }
    }
    echo json_encode($results, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);
    exit(0);
}

if (!$batch) {
    try {
        echo render_template($input);
        exit(0);
    } catch (\Throwable $error) {
        fwrite(STDERR, get_class($error) . ': ' . $error->getMessage() . "\n");
        exit(1);
    }
}

$templates = json_decode($input, true, 512, JSON_THROW_ON_ERROR);
$named = [];
if (is_array($templates) && isset($templates['pages'])) {
    $named = is_array($templates['templates'] ?? null) ? $templates['templates'] : [];
    $templates = $templates['pages'];
}
if (!is_array($templates) || !array_is_list($templates)) {
    fwrite(STDERR, "--batch expects a JSON array of strings (or {\"pages\", \"templates\"}) on stdin.\n");
    exit(2);
}
$results = [];
foreach ($templates as $template) {
    try {
        $results[] = ['html' => render_template((string) $template, $named)];
    } catch (\Throwable $error) {
        $results[] = ['error' => get_class($error) . ': ' . $error->getMessage()];
    }
}
echo json_encode($results, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR);
