/*
 * C99 (with common GNU spellings) for hicuda.  Written for this project.
 *
 * The grammar works on un-preprocessed source: preprocessor lines are kept on their own
 * channel (see Preprocessor.java), `#pragma hicuda` / `#pragma mint` lines are single tokens
 * that the parser places where statements or external declarations may stand, and
 * identifiers that name types (typedef names, type-like macros) are re-typed to TypedefName
 * by TypeNameClassifier before parsing, so that no semantic predicate is needed.
 */
grammar C;

tokens { TypedefName, MacroSpecifier }


// ---------------------------------------------------------------- external level

compilationUnit : externalItem* EOF ;

externalItem
    : functionDefinition
    | declaration
    | pragmaLine
    | ';'
    ;

pragmaLine : HicudaPragma ;

functionDefinition
    : declarationSpecifiers declarator compoundStatement
    ;

// ---------------------------------------------------------------- declarations

declaration
    : declarationSpecifiers initDeclaratorList? ';'
    ;

declarationSpecifiers : declarationSpecifier+ ;

declarationSpecifier
    : storageClassSpecifier
    | typeSpecifier
    | typeQualifier
    | functionSpecifier
    | attributeSpecifier
    | MacroSpecifier
    ;

storageClassSpecifier : 'typedef' | 'extern' | 'static' | 'auto' | 'register' | '__thread' ;

typeSpecifier
    : 'void' | 'char' | 'short' | 'int' | 'long' | 'float' | 'double'
    | 'signed' | '__signed__' | 'unsigned' | '_Bool' | '_Complex'
    | structOrUnionSpecifier
    | enumSpecifier
    | TypedefName
    ;

structOrUnionSpecifier
    : structOrUnion attributeSpecifier* tag=anyName? '{' structDeclaration* '}'
    | structOrUnion attributeSpecifier* tag=anyName
    ;

structOrUnion : 'struct' | 'union' ;

anyName : Identifier | TypedefName ;

structDeclaration
    : specifierQualifierList structDeclaratorList? ';'
    | ';'
    ;

specifierQualifierList : (typeSpecifier | typeQualifier | attributeSpecifier | MacroSpecifier)+ ;

structDeclaratorList : structDeclarator (',' structDeclarator)* ;

structDeclarator
    : declarator (':' constantExpression)?
    | ':' constantExpression
    ;

enumSpecifier
    : 'enum' attributeSpecifier* tag=anyName? '{' enumerator (',' enumerator)* ','? '}'
    | 'enum' attributeSpecifier* tag=anyName
    ;

enumerator : anyName ('=' constantExpression)? ;

typeQualifier : 'const' | '__const' | 'restrict' | '__restrict' | '__restrict__' | 'volatile' | '__volatile__' ;

functionSpecifier : 'inline' | '__inline' | '__inline__' | '__extension__' ;

attributeSpecifier
    : '__attribute__' balanced
    | '__attribute' balanced
    | ('__asm__' | '__asm') balanced
    ;

balanced : '(' (~('(' | ')') | balanced)* ')' ;

declarator : pointer? directDeclarator attributeSpecifier* ;

directDeclarator
    : Identifier                                                          # nameDeclarator
    | '(' attributeSpecifier* declarator ')'                              # parenDeclarator
    | directDeclarator '[' arrayQualifier* assignmentExpression? ']'      # arrayDeclarator
    | directDeclarator '[' arrayQualifier* '*' ']'                        # vlaStarDeclarator
    | directDeclarator '(' parameterTypeList? ')'                         # functionDeclarator
    | directDeclarator '(' identifierList ')'                             # krFunctionDeclarator
    ;

arrayQualifier : typeQualifier | 'static' ;

identifierList : Identifier (',' Identifier)* ;

pointer : ('*' (typeQualifier | attributeSpecifier)*)+ ;

parameterTypeList : parameterDeclaration (',' parameterDeclaration)* (',' '...')? ;

parameterDeclaration
    : declarationSpecifiers declarator
    | declarationSpecifiers abstractDeclarator?
    ;

typeName : specifierQualifierList abstractDeclarator? ;

abstractDeclarator
    : pointer
    | pointer? directAbstractDeclarator attributeSpecifier*
    ;

directAbstractDeclarator
    : '(' attributeSpecifier* abstractDeclarator ')'                      # parenAbstract
    | '[' arrayQualifier* assignmentExpression? ']'                       # arrayAbstract
    | '(' parameterTypeList? ')'                                          # functionAbstract
    | directAbstractDeclarator '[' arrayQualifier* assignmentExpression? ']'  # arrayAbstractSuffix
    | directAbstractDeclarator '(' parameterTypeList? ')'                 # functionAbstractSuffix
    ;

initDeclaratorList : initDeclarator (',' initDeclarator)* ;

initDeclarator : declarator ('=' initializer)? ;

initializer
    : assignmentExpression
    | '{' initializerList? ','? '}'
    ;

initializerList : designatedInitializer (',' designatedInitializer)* ;

designatedInitializer : designation? initializer ;

designation : designator+ '=' ;

designator
    : '[' constantExpression ']'
    | '.' anyName
    ;

// ---------------------------------------------------------------- statements

statement
    : labeledStatement
    | compoundStatement
    | expressionStatement
    | ifStatement
    | switchStatement
    | whileStatement
    | doStatement
    | forStatement
    | jumpStatement
    ;

labeledStatement
    : Identifier ':' statement                       # labelStatement
    | 'case' constantExpression ':' statement        # caseStatement
    | 'default' ':' statement                        # defaultStatement
    ;

compoundStatement : '{' blockItem* '}' ;

blockItem
    : declaration
    | statement
    | pragmaLine
    ;

expressionStatement : expression? ';' ;

// The body of a loop or if may be a directive with the statement it applies to.
bodyStatement
    : pragmaLine bodyStatement
    | statement
    ;

ifStatement : 'if' '(' expression ')' bodyStatement ('else' bodyStatement)? ;

switchStatement : 'switch' '(' expression ')' statement ;

whileStatement : 'while' '(' expression ')' bodyStatement ;

doStatement : 'do' bodyStatement 'while' '(' expression ')' ';' ;

forStatement
    : 'for' '(' (forDecl=declaration | init=expression? ';') cond=expression? ';' step=expression? ')' bodyStatement
    ;

jumpStatement
    : 'goto' Identifier ';'                          # gotoStatement
    | 'continue' ';'                                 # continueStatement
    | 'break' ';'                                    # breakStatement
    | 'return' expression? ';'                       # returnStatement
    ;

// ---------------------------------------------------------------- expressions

primaryExpression
    : Identifier                                     # identifierExpr
    | IntegerConstant                                # integerExpr
    | FloatingConstant                               # floatingExpr
    | CharacterConstant                              # charExpr
    | StringLiteral+                                 # stringExpr
    | '(' expression ')'                             # parenExpr
    | '__extension__'? '(' compoundStatement ')'     # statementExpr
    ;

postfixExpression
    : primaryExpression                                              # primaryPostfix
    | '__extension__'? '(' typeName ')' '{' initializerList? ','? '}'   # compoundLiteral
    | postfixExpression '[' expression ']'                           # indexExpr
    | postfixExpression '(' argumentExpressionList? ')'              # callExpr
    | postfixExpression op=('.' | '->') anyName                      # memberExpr
    | postfixExpression op=('++' | '--')                             # postIncDecExpr
    ;

argumentExpressionList : argument (',' argument)* ;

// A type as a macro or builtin argument: va_arg(ap, double), SWAP(int, a, b).
argument : assignmentExpression | typeName ;

unaryExpression
    : postfixExpression                                              # postfixUnary
    | op=('++' | '--') unaryExpression                               # preIncDecExpr
    | op=('&' | '*' | '+' | '-' | '~' | '!') castExpression          # unaryOpExpr
    | 'sizeof' unaryExpression                                       # sizeofExpr
    | 'sizeof' '(' typeName ')'                                      # sizeofTypeExpr
    | ('_Alignof' | '__alignof__') '(' typeName ')'                  # alignofTypeExpr
    | '__extension__' castExpression                                 # extensionExpr
    ;

castExpression
    : '__extension__'? '(' typeName ')' castExpression               # cast
    | unaryExpression                                                # unaryCast
    ;

binaryExpression
    : castExpression                                                 # castBinary
    | binaryExpression op=('*' | '/' | '%') binaryExpression         # binary
    | binaryExpression op=('+' | '-') binaryExpression               # binary
    | binaryExpression op=('<<' | '>>') binaryExpression             # binary
    | binaryExpression op=('<' | '>' | '<=' | '>=') binaryExpression # binary
    | binaryExpression op=('==' | '!=') binaryExpression             # binary
    | binaryExpression op='&' binaryExpression                       # binary
    | binaryExpression op='^' binaryExpression                       # binary
    | binaryExpression op='|' binaryExpression                       # binary
    | binaryExpression op='&&' binaryExpression                      # binary
    | binaryExpression op='||' binaryExpression                      # binary
    ;

conditionalExpression : binaryExpression ('?' expression ':' conditionalExpression)? ;

assignmentExpression : conditionalExpression (assignmentOperator assignmentExpression)? ;

assignmentOperator : '=' | '*=' | '/=' | '%=' | '+=' | '-=' | '<<=' | '>>=' | '&=' | '^=' | '|=' ;

expression : assignmentExpression (',' assignmentExpression)* ;

constantExpression : conditionalExpression ;

// ---------------------------------------------------------------- lexer

HicudaPragma
    : '#' [ \t]* 'pragma' [ \t]+ ('hicuda' | 'mint') ([ \t] | '\\' '\r'? '\n') LineRest
    | '#' [ \t]* 'pragma' [ \t]+ ('hicuda' | 'mint') { _input.LA(1) == '\n' || _input.LA(1) == '\r' || _input.LA(1) == -1 }?
    ;

Directive : '#' LineRest -> channel(2) ;

fragment LineRest : ('\\' '\r'? '\n' | ~[\r\n])* ;

Identifier : IdentStart IdentPart* ;

fragment IdentStart : [a-zA-Z_$] ;
fragment IdentPart  : [a-zA-Z_$0-9] ;

IntegerConstant
    : ( [1-9] [0-9]* | '0' [0-7]* | '0' [xX] [0-9a-fA-F]+ | '0' [bB] [01]+ ) IntSuffix?
    ;

fragment IntSuffix : [uU] ([lL] [lL]?)? | [lL] [lL]? [uU]? ;

FloatingConstant
    : ( [0-9]+ '.' [0-9]* Exponent? | '.' [0-9]+ Exponent? | [0-9]+ Exponent ) [fFlL]?
    | '0' [xX] ( [0-9a-fA-F]* '.' [0-9a-fA-F]+ | [0-9a-fA-F]+ '.'? ) [pP] [+-]? [0-9]+ [fFlL]?
    ;

fragment Exponent : [eE] [+-]? [0-9]+ ;

CharacterConstant : [LuU]? '\'' (~['\\\r\n] | Escape)+ '\'' ;

StringLiteral : ('u8' | [LuU])? '"' (~["\\\r\n] | Escape)* '"' ;

fragment Escape : '\\' ( ['"?abfnrtv\\] | [0-7] [0-7]? [0-7]? | 'x' [0-9a-fA-F]+ | 'u' [0-9a-fA-F]+ | 'U' [0-9a-fA-F]+ | '\r'? '\n' ) ;

BlockComment : '/*' .*? '*/' -> channel(3) ;
LineComment : '//' ('\\' '\r'? '\n' | ~[\r\n])* -> channel(3) ;

Newline : ('\r' '\n'? | '\n') -> skip ;
Whitespace : [ \t\f\u000B]+ -> skip ;
LineContinuation : '\\' '\r'? '\n' -> skip ;

Unknown : . ;
