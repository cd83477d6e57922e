/*
 * C99 with the GNU C extensions system headers and scientific code use, for hicuda.  Written for
 * this project.
 *
 * The parser reads the token stream of hicuda's own preprocessor (frontend/preprocessor): macros
 * are expanded, directives are gone, and a `#pragma hicuda` / `#pragma mint` line is one
 * HicudaPragma token that the parser places where statements or external declarations may stand.
 * The lexer rules below are only used for text that is not preprocessed (directive arguments).
 *
 * C cannot be parsed without knowing which identifiers name types.  The actions below keep a
 * scoped table of typedef names (ParseScopes): a token's type is Identifier or TypedefName
 * according to the table when the parser looks at it, and an identifier after a type specifier is
 * never a type name (`typedef int T; { int T; }` declares a variable T).
 */
grammar C;

tokens { TypedefName }

@parser::members {
    private ParseScopes scopes = new ParseScopes();

    /** The typedef-name table the token types are computed from. */
    public ParseScopes scopes() {
        return scopes;
    }

    public void setScopes(ParseScopes s) {
        scopes = s;
    }

    /** A token's type is fixed when the parser consumes it: later scopes must not change the tree. */
    @Override
    public Token consume() {
        Token t = getCurrentToken();
        if (t instanceof WritableToken w) {
            w.setType(t.getType());
        }
        return super.consume();
    }
}

// ---------------------------------------------------------------- external level

compilationUnit : externalItem* EOF ;

externalItem
    : functionDefinition
    | declaration
    | pragmaLine
    | asmDefinition
    | ';'
    ;

pragmaLine : HicudaPragma ;

// K&R definitions list their parameters' types before the body; a definition without
// specifiers returns int (C89).
functionDefinition
    : declarationSpecifiers? declarator krParameterDeclaration* {scopes.enterFunction($declarator.ctx);} compoundStatement {scopes.exitScope();}
    ;

krParameterDeclaration : declaration ;

asmDefinition : asmKeyword balanced ';' ;

staticAssert : '_Static_assert' '(' constantExpression (',' StringLiteral+)? ')' ';' ;

// ---------------------------------------------------------------- declarations

declaration
    : declarationSpecifiers initDeclaratorList? ';' {scopes.declared($ctx);}
    | staticAssert
    ;

declarationSpecifiers : {scopes.beginSpecifiers();} declarationSpecifier+ {scopes.endSpecifiers(_input.LT(1));} ;

declarationSpecifier
    : storageClassSpecifier
    | typeSpecifier {scopes.sawTypeSpecifier();}
    | typeQualifier
    | functionSpecifier
    | attributeSpecifier
    | alignmentSpecifier
    ;

storageClassSpecifier : 'typedef' | 'extern' | 'static' | 'auto' | 'register' | '__thread' | '_Thread_local' ;

typeSpecifier
    : 'void' | 'char' | 'short' | 'int' | 'long' | 'float' | 'double'
    | 'signed' | '__signed__' | '__signed' | 'unsigned' | '_Bool' | '_Complex' | '__complex__'
    | '__int128' | '__float128' | '__float80' | '__fp16' | '__bf16'
    | '_Float16' | '_Float32' | '_Float64' | '_Float128' | '_Float32x' | '_Float64x' | '_Float128x'
    | '_Decimal32' | '_Decimal64' | '_Decimal128' | '__auto_type'
    | structOrUnionSpecifier
    | enumSpecifier
    | typeofSpecifier
    | atomicTypeSpecifier
    | TypedefName
    ;

typeofSpecifier : ('typeof' | '__typeof__' | '__typeof') '(' (typeName | expression) ')' ;

atomicTypeSpecifier : '_Atomic' '(' typeName ')' ;

alignmentSpecifier : '_Alignas' '(' (typeName | constantExpression) ')' ;

structOrUnionSpecifier
    : structOrUnion attributeSpecifier* tag=anyName? '{' structDeclaration* '}' attributeSpecifier*
    | structOrUnion attributeSpecifier* tag=anyName
    ;

structOrUnion : 'struct' | 'union' ;

anyName : Identifier | TypedefName ;

structDeclaration
    : '__extension__'? specifierQualifierList structDeclaratorList? ';'
    | staticAssert
    | ';'
    ;

specifierQualifierList
    : {scopes.beginSpecifiers();} (typeSpecifier {scopes.sawTypeSpecifier();} | typeQualifier | attributeSpecifier | alignmentSpecifier)+ {scopes.endSpecifiers(_input.LT(1));}
    ;

structDeclaratorList : structDeclarator (',' structDeclarator)* ;

structDeclarator
    : attributeSpecifier* declarator (':' constantExpression)? attributeSpecifier*
    | ':' constantExpression attributeSpecifier*
    ;

enumSpecifier
    : 'enum' attributeSpecifier* tag=anyName? '{' enumerator (',' enumerator)* ','? '}' attributeSpecifier*
    | 'enum' attributeSpecifier* tag=anyName
    ;

enumerator : anyName attributeSpecifier* ('=' constantExpression)? ;

typeQualifier
    : 'const' | '__const' | '__const__' | 'restrict' | '__restrict' | '__restrict__' | 'volatile' | '__volatile'
    | '__volatile__' | '_Atomic'
    ;

functionSpecifier : 'inline' | '__inline' | '__inline__' | '__extension__' | '_Noreturn' ;

attributeSpecifier
    : '__attribute__' balanced
    | '__attribute' balanced
    | asmKeyword balanced
    ;

asmKeyword : 'asm' | '__asm__' | '__asm' ;

balanced : '(' (~('(' | ')') | balanced)* ')' ;

declarator : pointer? directDeclarator attributeSpecifier* ;

// A typedef name in declarator position is the identifier being declared (it hides the typedef):
// allowing it here lets prediction, which runs before the scope actions, find that parse.
directDeclarator
    : (Identifier | TypedefName)                                          # nameDeclarator
    | '(' attributeSpecifier* declarator ')'                              # parenDeclarator
    | directDeclarator '[' arrayQualifier* assignmentExpression? ']'      # arrayDeclarator
    | directDeclarator '[' arrayQualifier* '*' ']'                        # vlaStarDeclarator
    | directDeclarator '(' parameterTypeList? ')'                         # functionDeclarator
    | directDeclarator '(' identifierList ')'                             # krFunctionDeclarator
    ;

arrayQualifier : typeQualifier | 'static' | attributeSpecifier ;

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
    | '[' '*' ']'                                                         # vlaStarAbstract
    | '(' parameterTypeList? ')'                                          # functionAbstract
    | directAbstractDeclarator '[' arrayQualifier* assignmentExpression? ']'  # arrayAbstractSuffix
    | directAbstractDeclarator '[' '*' ']'                                # vlaStarAbstractSuffix
    | directAbstractDeclarator '(' parameterTypeList? ')'                 # functionAbstractSuffix
    ;

initDeclaratorList : initDeclarator (',' initDeclarator)* ;

initDeclarator : attributeSpecifier* declarator ('=' initializer)? ;

initializer
    : assignmentExpression
    | '{' initializerList? ','? '}'
    ;

initializerList : designatedInitializer (',' designatedInitializer)* ;

designatedInitializer : designation? initializer ;

// GNU: `[a ... b] =` ranges and the obsolete `field: value`.
designation
    : designator+ '='
    | anyName ':'
    ;

designator
    : '[' constantExpression ('...' constantExpression)? ']'
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
    | asmStatement
    ;

labeledStatement
    : anyName ':' attributeSpecifier* statement                          # labelStatement
    | 'case' constantExpression ('...' constantExpression)? ':' statement # caseStatement
    | 'default' ':' statement                                            # defaultStatement
    ;

compoundStatement : '{' {scopes.enterScope();} localLabelDeclaration* blockItem* '}' {scopes.exitScope();} ;

localLabelDeclaration : '__label__' anyName (',' anyName)* ';' ;

blockItem
    : declaration
    | statement
    | pragmaLine
    | nestedFunctionDefinition
    ;

nestedFunctionDefinition : declarationSpecifiers declarator {scopes.enterFunction($declarator.ctx);} compoundStatement {scopes.exitScope();} ;

expressionStatement : expression? ';' ;

asmStatement
    : asmKeyword (typeQualifier | 'inline' | '__inline' | '__inline__' | 'goto')* balanced ';'
    ;

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
    : 'for' {scopes.enterScope();} '(' (forDecl=declaration | init=expression? ';') cond=expression? ';' step=expression? ')' bodyStatement {scopes.exitScope();}
    ;

jumpStatement
    : 'goto' anyName ';'                             # gotoStatement
    | 'goto' '*' expression ';'                      # computedGotoStatement
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
    | genericSelection                               # genericExpr
    | '__builtin_va_arg' '(' assignmentExpression ',' typeName ')'          # vaArgExpr
    | '__builtin_offsetof' '(' typeName ',' offsetofMember ')'             # offsetofExpr
    | '__builtin_types_compatible_p' '(' typeName ',' typeName ')'         # typesCompatibleExpr
    ;

offsetofMember : anyName ('.' anyName | '[' expression ']')* ;

genericSelection : '_Generic' '(' assignmentExpression (',' genericAssociation)+ ')' ;

genericAssociation : (typeName | 'default') ':' assignmentExpression ;

postfixExpression
    : primaryExpression                                              # primaryPostfix
    | '__extension__'? '(' typeName ')' '{' initializerList? ','? '}'   # compoundLiteral
    | postfixExpression '[' expression ']'                           # indexExpr
    | postfixExpression '(' argumentExpressionList? ')'              # callExpr
    | postfixExpression op=('.' | '->') anyName                      # memberExpr
    | postfixExpression op=('++' | '--')                             # postIncDecExpr
    ;

argumentExpressionList : argument (',' argument)* ;

// A type as the argument of a builtin: __builtin_va_arg(ap, double), __builtin_offsetof(T, m).
argument : assignmentExpression | typeName ;

unaryExpression
    : postfixExpression                                              # postfixUnary
    | op=('++' | '--') unaryExpression                               # preIncDecExpr
    | op=('&' | '*' | '+' | '-' | '~' | '!') castExpression          # unaryOpExpr
    | op=('__real__' | '__real' | '__imag__' | '__imag') castExpression  # complexPartExpr
    | '&&' anyName                                                   # labelAddressExpr
    | 'sizeof' unaryExpression                                       # sizeofExpr
    | 'sizeof' '(' typeName ')'                                      # sizeofTypeExpr
    | ('_Alignof' | '__alignof__' | '__alignof') '(' typeName ')'    # alignofTypeExpr
    | ('_Alignof' | '__alignof__' | '__alignof') unaryExpression     # alignofExpr
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

// GNU: `a ?: b` is `a ? a : b` with a evaluated once.
conditionalExpression : binaryExpression ('?' expression? ':' conditionalExpression)? ;

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
